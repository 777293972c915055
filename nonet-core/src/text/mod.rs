//! Reading text, below every reader: the line cursor that tracks lines and columns
//! ([`cursor`]), the article before a number ([`a_number`]: "an 8"), the located error every reader returns ([`located`]) and the names of the
//! puzzle formats an error can be in ([`kind`]).
//!
//! It sits under the formats (`format/`) and the target weights (`weights.rs`), so that
//! both read text the same way and report errors the same way without importing each
//! other. Nothing here knows a particular format's grammar.

mod article;
mod cursor;
mod kind;
mod located;

pub use article::a_number;
pub use cursor::{
    cell_char, digit_char, digit_value, int_row, parse_uint, shown, Cursor, Line, NumberError,
    BLANKS,
};
pub use kind::Format;
pub use located::ParseError;
