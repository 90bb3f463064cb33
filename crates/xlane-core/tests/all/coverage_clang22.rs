//! Coverage against clang-22/llc-22 themselves: every cross-lane builtin clang-22 knows, every
//! cross-lane intrinsic LLVM 22 knows and every processor llc-22 knows must have a row or a
//! target in xlane. The names come from the tools' own tables, never from a list typed here:
//!
//! * builtins: the strings of clang's builtin table, read from the clang-22 binary or the
//!   `libclang-cpp` it links (the table `BuiltinsAMDGPU.def`/`BuiltinsNVPTX.td` generate);
//! * intrinsics: the strings of LLVM's intrinsic name table, read from the `libLLVM` llc-22
//!   links (or llc-22 itself when it is static);
//! * processors: `llc-22 -march=amdgcn -mcpu=help` and `llc-22 -march=nvptx64 -mcpu=help`.
//!
//! What is "cross-lane" is the scope rule below (a name pattern per family). Each test skips
//! with a message when clang-22/llc-22 is not installed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use xlane_core::registry;
use xlane_core::target;

const CLANG: &str = "clang-22";
const LLC: &str = "llc-22";

fn which(tool: &str) -> Option<PathBuf> {
    let out = Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().ok()?;
    let p = String::from_utf8_lossy(&out.stdout).trim().to_string();
    (!p.is_empty()).then(|| std::fs::canonicalize(p).ok()).flatten()
}

/// The binary and the shared libraries it links whose file name contains `lib_hint`.
fn binary_and_libs(tool: &Path, lib_hint: &str) -> Vec<PathBuf> {
    let mut files = vec![tool.to_path_buf()];
    if let Ok(out) = Command::new("ldd").arg(tool).output() {
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            if let Some(path) = line.split("=>").nth(1).and_then(|r| r.split_whitespace().next()) {
                if path.contains(lib_hint) {
                    files.push(PathBuf::from(path));
                }
            }
        }
    }
    files
}

/// Every maximal run of identifier/dot characters starting with `prefix` in the files
/// (what `strings | grep -o` gives).
fn names_in(files: &[PathBuf], prefix: &str) -> BTreeSet<String> {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
    let mut found = BTreeSet::new();
    for f in files {
        let Ok(bytes) = std::fs::read(f) else { continue };
        let p = prefix.as_bytes();
        let mut i = 0;
        while let Some(off) = bytes[i..].windows(p.len()).position(|w| w == p) {
            let start = i + off;
            let starts_word = start == 0 || !word(bytes[start - 1]);
            let mut end = start + p.len();
            while end < bytes.len() && word(bytes[end]) {
                end += 1;
            }
            if starts_word && end > start + p.len() {
                let s = String::from_utf8_lossy(&bytes[start..end]).trim_end_matches('.').to_string();
                found.insert(s);
            }
            i = end;
        }
    }
    found
}

// ---- scope ---------------------------------------------------------------------------------

/// AMD clang builtins that move data between lanes or read lane masks: DPP, swizzles,
/// permutes, permlanes, lane reads, ballots, mbcnt, wave reductions, the wave barrier.
fn amd_builtin_in_scope(name: &str) -> bool {
    let n = name.trim_start_matches("__builtin_amdgcn_");
    ["mov_dpp", "update_dpp", "ds_swizzle", "ds_permute", "ds_bpermute", "permlane", "readlane", "readfirstlane", "ballot", "mbcnt", "wave_reduce_", "wave_barrier"]
        .iter()
        .any(|k| n.starts_with(k))
        || n.starts_with("inverse_ballot")
}

/// NVIDIA clang builtins of the warp: shuffles, votes, match, redux, the active mask, warp
/// barrier, lane special registers, nanosleep, cp.async (with its mbarrier arrive) and fns.
fn nvidia_builtin_in_scope(name: &str) -> bool {
    let n = name.trim_start_matches("__nvvm_");
    [
        "shfl_",
        "vote_",
        "match_",
        "redux_sync_",
        "activemask",
        "bar_warp_sync",
        "nanosleep",
        "cp_async_",
        "read_ptx_sreg_laneid",
        "read_ptx_sreg_warpsize",
        "read_ptx_sreg_lanemask_",
    ]
    .iter()
    .any(|k| n.starts_with(k))
        || n == "fns"
}

/// AMD intrinsics of the same families, plus whole-wave/quad mode and the lane/wave ids.
fn amd_intrinsic_in_scope(name: &str) -> bool {
    let n = name.trim_start_matches("llvm.amdgcn.");
    let families = [
        "update.dpp",
        "mov.dpp",
        "ds.swizzle",
        "ds.permute",
        "ds.bpermute",
        "permlane",
        "readlane",
        "readfirstlane",
        "writelane",
        "ballot",
        "inverse.ballot",
        "mbcnt.",
        "wave.reduce.",
        "wave.barrier",
        "wave.id",
        "wave.shuffle",
        "s.get.waveid.in.workgroup",
        "set.inactive",
        "wwm",
        "strict.wwm",
        "wqm",
        "strict.wqm",
        "softwqm",
        "live.mask",
        "ps.live",
        "icmp",
        "fcmp",
    ];
    // `ballot.i64` is an overload spelling of `ballot` that the table happens to hold.
    families.iter().any(|k| n.starts_with(k)) && n != "ballot.i64"
}

/// NVIDIA intrinsics of the builtin families above (cp.async without the bulk/tensor forms,
/// which are TMA copies, not per-thread ones), and the 8×8 b16 `ldmatrix`/`stmatrix` forms
/// (the m16n16/m8n16 b8 and packed b6/b4 forms of sm_100a+ and the many `mma` shapes are
/// listed in crates/xlane-ir/README.md as not covered).
fn nvidia_intrinsic_in_scope(name: &str) -> bool {
    let n = name.trim_start_matches("llvm.nvvm.");
    let families = [
        "shfl.",
        "vote.",
        "match.",
        "redux.sync.",
        "activemask",
        "bar.warp.sync",
        "elect.sync",
        "nanosleep",
        "read.ptx.sreg.laneid",
        "read.ptx.sreg.warpsize",
        "read.ptx.sreg.lanemask.",
        "fns",
        "ldmatrix.sync.aligned.m8n8.",
        "stmatrix.sync.aligned.m8n8.",
    ];
    families.iter().any(|k| n == k.trim_end_matches('.') || n.starts_with(k)) || (n.starts_with("cp.async.") && !n.starts_with("cp.async.bulk"))
}

/// llc-22 processors xlane leaves out on purpose, with the reason (docs/errata.md N18).
fn processor_left_out(name: &str) -> Option<&'static str> {
    match name {
        "sm_20" | "sm_21" => Some("Fermi: clang-22 takes it only with a CUDA 7.0-8.0 installation, and llc-22 selects no warp instruction xlane models on it (docs/errata.md N18)"),
        _ => None,
    }
}

// ---- checks --------------------------------------------------------------------------------

fn known_name(name: &str) -> bool {
    registry::all().any(|b| b.name == name || b.name.strip_prefix(name).is_some_and(|rest| rest.starts_with('.'))) || registry::lookup(name, None).is_ok()
}

fn missing(names: &BTreeSet<String>, in_scope: fn(&str) -> bool) -> Vec<String> {
    names.iter().filter(|n| in_scope(n) && !known_name(n)).cloned().collect()
}

#[test]
fn every_cross_lane_clang_builtin_has_a_row() {
    let Some(clang) = which(CLANG) else {
        skip_without(CLANG);
        println!("skipped: {CLANG} not found");
        return;
    };
    let files = binary_and_libs(&clang, "clang-cpp");
    let amd = names_in(&files, "__builtin_amdgcn_");
    let nv = names_in(&files, "__nvvm_");
    assert!(amd.len() > 100 && nv.len() > 100, "clang-22's builtin table not found in {files:?}");
    let amd_scope: Vec<_> = amd.iter().filter(|n| amd_builtin_in_scope(n)).collect();
    let nv_scope: Vec<_> = nv.iter().filter(|n| nvidia_builtin_in_scope(n)).collect();
    println!("clang-22: {} AMD and {} NVIDIA cross-lane builtins", amd_scope.len(), nv_scope.len());
    let mut gaps = missing(&amd, amd_builtin_in_scope);
    gaps.extend(missing(&nv, nvidia_builtin_in_scope));
    assert!(gaps.is_empty(), "clang-22 knows {} cross-lane builtin(s) xlane has no row for:\n{}", gaps.len(), gaps.join("\n"));
}

#[test]
fn every_cross_lane_llvm_intrinsic_has_a_row() {
    let Some(llc) = which(LLC) else {
        skip_without(LLC);
        println!("skipped: {LLC} not found");
        return;
    };
    let files = binary_and_libs(&llc, "libLLVM");
    let amd = names_in(&files, "llvm.amdgcn.");
    let nv = names_in(&files, "llvm.nvvm.");
    assert!(amd.len() > 100 && nv.len() > 100, "LLVM's intrinsic name table not found in {files:?}");
    let mut gaps = missing(&amd, amd_intrinsic_in_scope);
    gaps.extend(missing(&nv, nvidia_intrinsic_in_scope));
    assert!(gaps.is_empty(), "LLVM 22 knows {} cross-lane intrinsic(s) xlane has no row for:\n{}", gaps.len(), gaps.join("\n"));
}

/// Processor names in the "Available CPUs" section of `llc-22 -march=… -mcpu=help`.
fn llc_processors(march: &str) -> Vec<String> {
    let out = Command::new(LLC).args([&format!("-march={march}"), "-mcpu=help"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let cpus = text.split("Available CPUs").nth(1).and_then(|s| s.split("Available features").next()).unwrap_or("");
    cpus.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| n.starts_with("gfx") || n.starts_with("sm_"))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_llc_processor_is_a_target() {
    if which(LLC).is_none() {
        skip_without(LLC);
        println!("skipped: {LLC} not found");
        return;
    }
    let mut gaps = vec![];
    for march in ["amdgcn", "nvptx64"] {
        let cpus = llc_processors(march);
        assert!(cpus.len() > 20, "llc-22 -march={march} -mcpu=help listed {cpus:?}");
        for cpu in cpus {
            if target::lookup(&cpu).is_err() && processor_left_out(&cpu).is_none() {
                gaps.push(cpu);
            }
        }
    }
    assert!(gaps.is_empty(), "llc-22 knows {} processor(s) xlane has no target for:\n{}", gaps.len(), gaps.join("\n"));
}

/// A missing LLVM tool skips a test, unless `XLANE_REQUIRE_ORACLES=1` (CI), where it fails it.
fn skip_without(tool: &str) {
    assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
}
