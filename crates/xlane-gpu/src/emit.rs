//! Turn a raw recording into the two vector sets (docs/vectors.md):
//! - strict: lanes the PTX ISA leaves undefined are `null`;
//! - hardware: those lanes hold what the GPU returned (`meta.json` `"policy": "hardware"`).
//!
//! Both hold the hardware's values in every defined lane. The harness's reference
//! (`reference.rs`) only decides which lanes are undefined and flags disagreements.

use crate::gen::{Case, LANES};
use crate::raw::Recorded;
use crate::reference::{self, Expect};
use crate::spec::{self, CTy, Kind, Mode, Suite};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// Which set to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    Strict,
    Hardware,
}

/// One vector line per recorded case, plus what was seen along the way.
pub struct Built {
    /// file stem → lines
    pub files: BTreeMap<String, Vec<String>>,
    pub counts: BTreeMap<String, usize>,
    pub disagreements: Vec<String>,
    pub undefined: UndefStats,
    pub syncwarp: BTreeMap<String, usize>,
    /// Executing lanes of CUDA shuffles whose `width` is not a power of two in 1..32, and how
    /// many of them the PTX formula on the header's `c` predicted.
    pub bad_width: BadWidth,
}

#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct BadWidth {
    pub cases: usize,
    pub lanes: usize,
    /// Lanes where the PTX pseudocode defines the result (source lane executing and in mask).
    pub ptx_defined_lanes: usize,
    pub as_ptx_predicts: usize,
}

/// CUDA Programming Guide (Warp Shuffle Functions): `width` "must have a value which is a
/// power of two in the range [1, warpSize] … Results are undefined for other values."
pub fn width_is_legal(width: i32) -> bool {
    (1..=32).contains(&width) && (width as u32).is_power_of_two()
}

/// What the hardware returned in lanes the ISA leaves undefined.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct UndefStats {
    pub lanes: usize,
    /// The data returned was 0.
    pub zero: usize,
    /// The data returned was the source lane's value (the lane exists and executed, but is in
    /// another member-mask group).
    pub source_value: usize,
    /// The data returned was the lane's own value.
    pub own_value: usize,
    pub other: usize,
    /// Per reason: "source lane not executing" / "source lane outside member mask".
    pub by_reason: BTreeMap<String, BTreeMap<String, usize>>,
}

fn suite_map() -> BTreeMap<String, Suite> {
    spec::all().into_iter().map(|s| (s.id_prefix(), s)).collect()
}

/// Build the lines of one set.
pub fn build(recs: &[Recorded], policy: Policy, seed: u64) -> Result<Built, String> {
    let suites = suite_map();
    let mut b = Built {
        files: BTreeMap::new(),
        counts: BTreeMap::new(),
        disagreements: vec![],
        undefined: UndefStats::default(),
        syncwarp: BTreeMap::new(),
        bad_width: BadWidth::default(),
    };
    for r in recs {
        let s = suites.get(&r.case.suite).ok_or_else(|| format!("unknown suite `{}` in the recording", r.case.suite))?;
        let exp = reference::expect(s.kind, &s.ty, &r.case);
        let line = case_line(s, r, &exp, policy, seed, &mut b);
        b.files.entry(s.file.to_string()).or_default().push(line);
        *b.counts.entry(format!("{} {}", s.kind.call(), s.ty.elem)).or_default() += 1;
    }
    Ok(b)
}

fn case_line(s: &Suite, r: &Recorded, exp: &[Expect], policy: Policy, seed: u64, b: &mut Built) -> String {
    let c = &r.case;
    let ty = &s.ty;
    let active = |l: usize| c.exec >> l & 1 != 0;
    let mut ret = vec![Value::Null; LANES];
    let mut pred = vec![Value::Null; LANES];
    let mut undef_lanes = vec![];
    let has_pred = matches!(s.kind, Kind::ShflP(_) | Kind::MatchAll);
    // The PTX ISA defines these lanes through `c`, but the CUDA call itself is undefined.
    let bad_width = matches!(s.kind, Kind::Shfl(_)) && !width_is_legal(c.c[0] as i32);
    if bad_width {
        b.bad_width.cases += 1;
    }
    for l in (0..LANES).filter(|&l| active(l)) {
        let hw = r.ret[l] & ret_mask(s);
        let e = exp[l];
        if bad_width {
            b.bad_width.lanes += 1;
            b.bad_width.ptx_defined_lanes += e.ret.is_some() as usize;
            b.bad_width.as_ptx_predicts += (e.ret == Some(hw)) as usize;
        }
        match e.ret {
            Some(want) if want != hw => b.disagreements.push(format!("{}/{seed}/{:04} lane {l}: ret hardware {hw:#x}, PTX reading {want:#x}", s.id_prefix(), c.index)),
            None if s.kind.is_shuffle() => {
                undef_lanes.push(l);
                classify_undef(s, c, l, hw, &mut b.undefined);
            }
            _ => {}
        }
        let defined = (e.ret.is_some() && !bad_width) || s.kind == Kind::SyncWarp;
        if defined || policy == Policy::Hardware {
            ret[l] = ret_json(s, hw);
        }
        if has_pred {
            let hp = r.pred[l] as u64;
            if let Some(want) = e.pred {
                if want != hp {
                    b.disagreements.push(format!("{}/{seed}/{:04} lane {l}: pred hardware {hp}, PTX reading {want}", s.id_prefix(), c.index));
                }
            }
            if e.pred.is_some() || policy == Policy::Hardware {
                pred[l] = json!(hp);
            }
        }
    }
    let mut expect = Map::new();
    let mut note = c.how.clone();
    if s.kind == Kind::SyncWarp {
        // `__syncwarp` returns nothing: the case checks that the call is accepted. What
        // `__activemask()` read right after the barrier goes to the note.
        let seen: Vec<u64> = (0..LANES).filter(|&l| active(l)).map(|l| r.ret[l] & 0xffff_ffff).collect();
        let mut distinct = seen.clone();
        distinct.sort();
        distinct.dedup();
        let verdict = syncwarp_verdict(c, &seen);
        *b.syncwarp.entry(verdict.clone()).or_default() += 1;
        let masks: Vec<String> = distinct.iter().map(|m| format!("{m:#010x}")).collect();
        note.push_str(&format!("; __activemask() right after the barrier read {} ({verdict})", masks.join(", ")));
    } else {
        expect.insert("ret".into(), Value::Array(ret));
        if has_pred {
            expect.insert("pred".into(), Value::Array(pred));
        }
    }
    if bad_width {
        let what = if policy == Policy::Strict { "every lane null" } else { "the hardware's values, which follow the PTX c operand" };
        note.push_str(&format!("; width {} is not a power of two in 1..32 (CUDA Programming Guide: undefined): {what}", c.c[0] as i32));
    }
    if !undef_lanes.is_empty() {
        let what = if policy == Policy::Strict { "null" } else { "the hardware's value" };
        note.push_str(&format!("; lanes {undef_lanes:?} read a source lane that is not executing or not in their member mask (PTX: undefined): {what}"));
    }
    let mut o = Map::new();
    o.insert("id".into(), json!(format!("{}/{seed}/{:04}", s.id_prefix(), c.index)));
    o.insert("target".into(), json!("sm_90"));
    o.insert("wave".into(), json!(32));
    o.insert("call".into(), json!(s.kind.call()));
    o.insert("type".into(), json!(ty.elem));
    o.insert("exec".into(), json!(format!("{:#010x}", c.exec)));
    o.insert("args".into(), Value::Array(args(s, c)));
    o.insert("expect".into(), Value::Object(expect));
    o.insert("note".into(), json!(note));
    serde_json::to_string(&Value::Object(o)).expect("plain JSON")
}

/// Relate the activemask read after `__syncwarp(mask)` to the mask and the executing lanes.
fn syncwarp_verdict(c: &Case, seen: &[u64]) -> String {
    let all = (0..LANES).filter(|&l| c.exec >> l & 1 != 0);
    let own_group = all.clone().zip(seen).all(|(l, &m)| m == c.mask[l] as u64);
    let exec = seen.iter().all(|&m| m == c.exec as u64);
    match (exec, own_group) {
        (true, true) => "equals exec, which is the member mask",
        (true, false) => "equals exec in every lane",
        (false, true) => "equals each lane's member mask",
        _ => "neither exec nor the member mask",
    }
    .to_string()
}

fn classify_undef(s: &Suite, c: &Case, l: usize, hw: u64, st: &mut UndefStats) {
    let mode = s.kind.mode().expect("shuffle");
    let cc = match s.kind {
        Kind::Shfl(_) => reference::cuda_c(mode, c.c[l] as i32),
        _ => c.c[l],
    };
    let (j, _) = reference::shfl_source(mode, l as u32, c.b[l], cc);
    let j = j as usize;
    let m = s.ty.mask();
    // A source value of 0 counts as the source's value, not as "zero".
    let class = if c.exec >> j & 1 != 0 && hw == c.a[j] & m {
        "source_value"
    } else if hw == 0 {
        "zero"
    } else if hw == c.a[l] & m {
        "own_value"
    } else {
        "other"
    };
    st.lanes += 1;
    match class {
        "zero" => st.zero += 1,
        "source_value" => st.source_value += 1,
        "own_value" => st.own_value += 1,
        _ => st.other += 1,
    }
    let reason = match (c.exec >> j & 1 != 0, c.live) {
        (true, _) => "source lane executing, outside the member mask",
        (false, true) => "source lane not executing (alive, diverged)",
        (false, false) => "source lane not executing (exited)",
    };
    *st.by_reason.entry(reason.into()).or_default().entry(class.into()).or_default() += 1;
}

/// Bits of the `ret` output: the data type for shuffles and reductions, 32 bits otherwise.
fn ret_mask(s: &Suite) -> u64 {
    match s.kind {
        Kind::Shfl(_) | Kind::Redux(_) => s.ty.mask(),
        _ => 0xffff_ffff,
    }
}

fn ret_json(s: &Suite, bits: u64) -> Value {
    match s.kind {
        Kind::Shfl(_) | Kind::Redux(_) => typed(&s.ty, bits),
        _ => json!(bits),
    }
}

/// A value of `ty` in the vector format: integers as numbers (negative for signed types),
/// floats as hex strings of their bits.
pub fn typed(ty: &CTy, bits: u64) -> Value {
    let bits = bits & ty.mask();
    if ty.float {
        json!(format!("{:#0w$x}", bits, w = 2 + ty.bits as usize / 4))
    } else if ty.signed {
        let sh = 64 - ty.bits;
        json!(((bits << sh) as i64) >> sh)
    } else {
        json!(bits)
    }
}

/// One value, or the per-lane array when the lanes differ.
fn scalar_or_lanes(vals: impl Iterator<Item = Value>) -> Value {
    let v: Vec<Value> = vals.collect();
    if v.iter().all(|x| *x == v[0]) {
        v[0].clone()
    } else {
        Value::Array(v)
    }
}

fn args(s: &Suite, c: &Case) -> Vec<Value> {
    let mask = match c.uniform_mask() {
        Some(m) if (0..LANES).all(|l| c.mask[l] == m) => json!(m),
        _ => Value::Array(c.mask.iter().map(|&m| json!(m)).collect()),
    };
    let data = |ty: &CTy| Value::Array(c.a.iter().map(|&a| typed(ty, a)).collect());
    match s.kind {
        Kind::Shfl(m) => {
            let b = scalar_or_lanes(c.b.iter().map(|&b| lane_operand(m, b)));
            vec![mask, data(&s.ty), b, json!(c.c[0] as i32)]
        }
        Kind::ShflP(_) => {
            let b = scalar_or_lanes(c.b.iter().map(|&b| json!(b)));
            let cc = scalar_or_lanes(c.c.iter().map(|&x| json!(x)));
            vec![mask, data(&spec::U32), b, cc]
        }
        Kind::Vote(_) => vec![mask, data(&spec::I32)],
        Kind::MatchAny | Kind::MatchAll | Kind::Redux(_) => vec![mask, data(&s.ty)],
        Kind::SyncWarp => vec![mask],
    }
}

fn lane_operand(m: Mode, b: u32) -> Value {
    if m.third_is_signed() {
        json!(b as i32)
    } else {
        json!(b)
    }
}

/// Write the set's files and `meta.json` into `dir`.
pub fn write_set(dir: &Path, built: &Built, meta: &Value) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (stem, lines) in &built.files {
        let f = std::fs::File::create(dir.join(format!("{stem}.jsonl.gz")))?;
        let mut gz = flate2::write::GzEncoder::new(f, flate2::Compression::best());
        for l in lines {
            gz.write_all(l.as_bytes())?;
            gz.write_all(b"\n")?;
        }
        gz.finish()?;
    }
    std::fs::write(dir.join("meta.json"), serde_json::to_string_pretty(meta)? + "\n")
}
