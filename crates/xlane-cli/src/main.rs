fn main() {
    restore_sigpipe();
    std::process::exit(xlane_cli::main());
}

/// Rust ignores SIGPIPE, so `println!` panics when the reader goes away
/// (`xlane conform … | head`). A command-line tool should simply stop, as C tools do.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
