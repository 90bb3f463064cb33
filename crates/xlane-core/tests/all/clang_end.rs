//! How a clang-22 run ended, told apart on purpose.
//!
//! Some availability tests make clang-22's back end refuse a builtin on a processor that lacks
//! it. LLVM reports an instruction it cannot select with `report_fatal_error` ("fatal error:
//! error in backend: Cannot select: …", exit code 70), and clang's driver treats exit code 70
//! like a crash: it writes a preprocessed reproducer and a script to the temporary folder
//! (`gfx601-w64-__builtin_amdgcn_ds_bpermute-6b78a4.c/.sh`, `sm_100_90_149-sm_100-….cu/.sh`;
//! over a thousand per test run before this module). LLVM considers "Cannot select" for a
//! target builtin the target lacks a misuse, not a bug (llvm/llvm-project#113870, closed as
//! invalid). Every run here passes `-fno-crash-diagnostics`, so no reproducer is written, and
//! sorts the outcome: a selection refusal is the caller's expected answer; any other crash
//! (a signal such as SIGSEGV) is returned as `Crashed` for the caller to expect by name or fail
//! on, never ignored.

use std::process::Command;

/// The end of one clang-22 run.
pub(crate) enum End {
    /// Exit status 0.
    Ok,
    /// The back end could not select an instruction: the first "Cannot select" line.
    CannotSelect(String),
    /// clang-22 crashed otherwise (a signal, an assertion): the diagnostic lines.
    Crashed(String),
    /// An ordinary error (a Sema diagnostic): the standard error.
    Error(String),
}

/// Run `cmd` (a clang-22 command line) with `-fno-crash-diagnostics` and sort how it ended.
pub(crate) fn run(cmd: &mut Command) -> End {
    let out = cmd.arg("-fno-crash-diagnostics").output().expect("run clang-22");
    if out.status.success() {
        return End::Ok;
    }
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    if let Some(line) = err.lines().find(|l| l.contains("error in backend: Cannot select")) {
        return End::CannotSelect(line.to_string());
    }
    if err.contains("PLEASE submit a bug report") || err.contains("Stack dump:") || err.contains("due to signal") {
        // Keep the message, not the backtrace.
        let lines: Vec<&str> = err.lines().filter(|l| !l.trim_start().starts_with('#')).collect();
        return End::Crashed(lines.join("\n"));
    }
    End::Error(err)
}
