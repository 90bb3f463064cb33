fn main() {
    restore_sigpipe();
    xlane_cli::interrupt::install();
    // The work runs on a thread with a large stack (see `WORK_STACK_BYTES`).
    let code = std::thread::Builder::new()
        .stack_size(xlane_cli::WORK_STACK_BYTES)
        .spawn(xlane_cli::main)
        .map(|t| t.join().unwrap_or(101))
        .unwrap_or_else(|_| xlane_cli::main());
    std::process::exit(code);
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
