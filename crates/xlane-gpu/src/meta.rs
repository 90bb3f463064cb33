//! `meta.json` of a recorded set: where the expectations come from and the conventions a
//! reader needs (docs/vectors.md, "Sets").

use crate::emit::{Built, Policy};
use serde_json::{json, Value};

/// What `record` learnt about the run, kept beside the raw recording.
pub fn device_record(info: &Value, driver: &str, seed: u64, cases: u32, run_ms: f64, total_s: f64) -> Value {
    let mut v = info.clone();
    let o = v.as_object_mut().expect("object");
    o.insert("driver".into(), json!(driver));
    o.insert("seed".into(), json!(seed));
    o.insert("cases_per_suite".into(), json!(cases));
    o.insert("date".into(), json!(utc_now()));
    o.insert("command".into(), json!(std::env::args().collect::<Vec<_>>().join(" ")));
    o.insert("kernel_runs_ms".into(), json!((run_ms * 10.0).round() / 10.0));
    o.insert("process_seconds".into(), json!((total_s * 100.0).round() / 100.0));
    v
}

pub fn for_set(device: &Value, b: &Built, policy: Policy) -> Value {
    let (policy_name, undefined) = match policy {
        Policy::Strict => (
            "strict",
            "null where the PTX ISA or the CUDA Programming Guide leaves the lane's result undefined: \
             a shuffle whose source lane (shfl.sync pseudocode, with the c operand the CUDA header \
             builds from width) did not execute the call or is not in the lane's member mask, and \
             every lane of a CUDA shuffle whose width is not a power of two in 1..32 (see \
             width_not_power_of_two). Lanes that do not execute are null.",
        ),
        Policy::Hardware => (
            "hardware",
            "the value the GPU returned, also where the PTX ISA leaves the result undefined (see \
             undefined_lanes_seen). Only lanes that do not execute the call are null.",
        ),
    };
    json!({
        "source": "hardware",
        "device": device["gpu"],
        "target": "sm_90",
        "policy": policy_name,
        "undefined_lanes": undefined,
        "recorded": {
            "date": device["date"],
            "command": device["command"],
            "seed": device["seed"],
            "cases_per_suite": device["cases_per_suite"],
            "driver": device["driver"],
            "cuda_driver_api_version": device["cuda_driver_api_version"],
            "nvrtc_version": device["nvrtc_version"],
            "nvrtc_options": device["nvrtc_options"],
            "include_paths": device["include_paths"],
            "compute_capability": device["compute_capability"],
            "kernel_runs_ms": device["kernel_runs_ms"],
            "harness": "crates/xlane-gpu (see its README.md to rerun)",
        },
        "conventions": conventions(),
        "counts": b.counts,
        "reference_disagreements": {
            "what": "lanes where the GPU differs from the harness's own reading of the PTX ISA (crates/xlane-gpu/src/reference.rs); the vectors hold the GPU's value",
            "count": b.disagreements.len(),
            "first": b.disagreements.iter().take(20).collect::<Vec<_>>(),
        },
        "undefined_lanes_seen": b.undefined,
        "syncwarp_then_activemask": b.syncwarp,
        "width_not_power_of_two": {
            "what": "CUDA shuffles whose width is not a power of two in 1..32: undefined in the CUDA Programming Guide (null in the strict set). The hardware's value is in the hardware set; of the lanes where the PTX shfl.sync pseudocode on the header's c operand defines a result (ptx_defined_lanes), as_ptx_predicts equal it",
            "cases": b.bad_width.cases,
            "lanes": b.bad_width.lanes,
            "ptx_defined_lanes": b.bad_width.ptx_defined_lanes,
            "as_ptx_predicts": b.bad_width.as_ptx_predicts,
        },
    })
}

fn conventions() -> Value {
    json!({
        "kernel": "one warp per case: `if (exec bit of this lane) { result = builtin(...); }` with every operand loaded per lane from memory, so divergence is real and nothing is constant-folded. Lanes outside `exec` skip the call. For shuffles and __syncwarp, even-numbered cases use a kernel where those lanes exit at once (SASS `@!P0 EXIT` before the call: PTX 'exited' lanes) and odd-numbered cases one where all lanes meet at a `__syncwarp()` after the branch (the skipping lanes are alive but diverged: PTX 'inactive' lanes); each case's note says which. Other builtins use the first kind; their masks never name a skipping lane.",
        "member_masks": "always legal: each executing lane passes the set of executing lanes of its group; `args[0]` is one number when every lane passes the same mask (then it equals exec), else a per-lane array (non-executing lanes' entries hold exec and are never read). Groups are contiguous blocks of 2-16 lanes, odd/even lanes, or a random split into 2-3 groups.",
        "shuffle_width": "args[3] of a CUDA shuffle is the C++ `width`, passed at run time; about a third are not powers of two in 1..32. CUDA calls these undefined (strict set: null); the PTX c operand the header builds, ((32-width)<<8)|0x1f or (32-width)<<8 for up, defines what the hardware does (hardware set).",
        "lane_operand": "args[2] of a shuffle is srcLane/laneMask (C++ int, written signed) or delta (unsigned int), one number or per lane; values >= 32 and negative ones are included (only b[4:0] is read).",
        "types": "f16 = __half, bf16 = __nv_bfloat16, f16x2 = __half2 (one 32-bit word, low half = .x), bf16x2 = __nv_bfloat162 (same packing), i64 = long long or long (ids .../long/...), u64 = unsigned long long or unsigned long (ids .../ulong/...). Floats are hex strings of their bits.",
        "raw_shuffle": "llvm.nvvm.shfl.sync.<mode>.i32p cases are inline PTX `shfl.sync.<mode>.b32 d|p, a, b, c, membermask` with raw per-lane b and c (any bits); `pred` is the PTX predicate, recorded in every executing lane (PTX sets p = pval whatever the data).",
        "syncwarp": "__syncwarp cases: call `__syncwarp(args[0])` in the executing lanes; `expect` is empty (the call returns nothing; the case checks that it is accepted). The kernel then reads __activemask() in the same lanes; what it returned is in the case's `note` and summed up in syncwarp_then_activemask.",
        "votes": "__all_sync/__any_sync/__uni_sync/__ballot_sync take an int predicate (args[1], any int: 0 is false, 1, 7, -1, INT_MIN are true). __uni_sync cases include groups whose predicates agree in truth but differ as ints, and groups that disagree only in lanes outside their mask.",
        "match": "__match_any_sync/__match_all_sync compare raw bits: f32/f64 cases use +0.0/-0.0 and NaNs with different payloads and signs; 64-bit cases include values equal in the low word only. `pred` is *pred of __match_all_sync (0/1).",
    })
}

/// The current UTC time as `YYYY-MM-DDTHH:MM:SSZ`.
fn utc_now() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

/// Days since 1970-01-01 to a proleptic Gregorian date (the standard era-based algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(20_513), (2026, 3, 1));
    }
}
