fn main() {
    println!("nonet");
}
