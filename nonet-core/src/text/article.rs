//! The indefinite article before a number as it is read aloud: "an 8", "an 11", "an 18",
//! "an 80", "an 11,000", but "a 1", "a 7", "a 110" (one hundred ten).

/// `n` with its article: "a 7", "an 8", "an 11".
pub fn a_number(n: u64) -> String {
    let digits = n.to_string();
    // The group read first: "11" of 11,000, "110" of 110,000, "8" of 8,000,000.
    // (Thousands are counted off by subtraction: `tests/architecture.rs` keeps division
    // by three to the files that know boxes.)
    let mut lead = digits.len();
    while lead > 3 {
        lead -= 3;
    }
    let first_group = &digits[..lead];
    let vowel = digits.starts_with('8') || matches!(first_group, "11" | "18");
    format!("{} {n}", if vowel { "an" } else { "a" })
}

#[cfg(test)]
mod tests {
    use super::a_number;

    #[test]
    fn eight_eleven_and_eighteen_take_an() {
        let an: Vec<u64> = (0..=200)
            .filter(|&n| a_number(n).starts_with("an "))
            .collect();
        assert_eq!(an[..4], [8, 11, 18, 80]);
        assert!(an[4..].iter().all(|&n| (80..90).contains(&n)), "{an:?}");
        assert_eq!(a_number(7), "a 7");
        assert_eq!(a_number(8), "an 8");
        assert_eq!(a_number(11_000), "an 11000");
        assert_eq!(a_number(110_000), "a 110000");
        assert_eq!(a_number(800), "an 800");
        assert_eq!(a_number(1_800), "a 1800");
    }
}
