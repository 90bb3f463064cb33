fn main() {
    restore_sigpipe();
    roomy_thread_arenas();
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

/// The bytes a new malloc arena is made writable with at once (glibc's `M_TOP_PAD`; its
/// default is 128 KiB).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const ARENA_PAD_BYTES: i32 = 4 << 20;

/// Each worker thread of a parallel launch allocates from its own glibc arena, which glibc
/// makes writable page by page as the worker's first block grows it: about 20 `mprotect`
/// calls per worker, each holding the process's memory map for writing while the other
/// workers fault in their first pages. A new arena made writable 4 MiB at once needs none of
/// them; pages nobody touches cost nothing (BENCHMARKS.md, speed pass 7).
fn roomy_thread_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: called first thing in main, before any other thread exists; `mallopt` takes any
    // value for `M_TOP_PAD`.
    unsafe {
        libc::mallopt(libc::M_TOP_PAD, ARENA_PAD_BYTES);
    }
}
