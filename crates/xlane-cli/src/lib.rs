//! The `xlane` command line: a thin layer over the libraries.

pub mod cmd;

pub fn main() -> i32 {
    cmd::run()
}
