fn main() {
    std::process::exit(xlane_cli::main());
}
