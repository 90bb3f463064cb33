//! AMDGPU instruction selection: each intrinsic call becomes the instruction(s) llc-22 selects
//! for it on the target's generation, printed as llc prints them. Like Mesa ACO's
//! per-generation lowering, the choices are tables keyed by intrinsic and target features.
//! Sources: llvm/lib/Target/AMDGPU (VOP1Instructions.td, DSInstructions.td,
//! VOP3Instructions.td, SIISelLowering.cpp); checked against llc-22 by tests/all/parity.rs.
//!
//! Registers are numbered in order of use (`v0` the result); the numbers are illustrative,
//! the mnemonics, operand classes, immediates and modifiers are what llc emits.

pub mod modifiers;

use crate::ir::{Body, Call, Inst, Value};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, AmdInsn, Insn, Level, Permute};
use xlane_core::target::{feat, AmdGen, Target, Vendor};

/// Hands out register names. A value keeps its register: a call's result feeds the next
/// call in the same register, and a named argument is one register throughout.
#[derive(Default)]
struct Regs {
    v: u32,
    s: u32,
    /// Registers of the values seen so far, by IR name (`%v`, `%3`).
    of: std::collections::HashMap<String, String>,
    /// The IR name of the result of the call being selected.
    current: Option<String>,
}

impl Regs {
    /// The VGPR(s) of an operand value.
    fn use_v(&mut self, v: &Value, bits: u32) -> String {
        let key = v.bare();
        if let Some(r) = self.of.get(&key) {
            return r.clone();
        }
        let r = self.v(bits);
        self.of.insert(key, r.clone());
        r
    }
    /// The VGPR(s) of the current call's result.
    fn dst_v(&mut self, bits: u32) -> String {
        let r = self.v(bits);
        if let Some(k) = self.current.clone() {
            self.of.insert(k, r.clone());
        }
        r
    }
    fn v(&mut self, bits: u32) -> String {
        let r = self.v;
        if bits > 32 {
            self.v += 2;
            format!("v[{}:{}]", r, r + 1)
        } else {
            self.v += 1;
            format!("v{r}")
        }
    }
    fn s_pair(&mut self) -> String {
        self.s += 2;
        format!("s[{}:{}]", self.s - 2, self.s - 1)
    }
    fn s(&mut self) -> String {
        self.s += 1;
        format!("s{}", self.s - 1)
    }
}

/// An AMDGPU scalar operand: inline constants (-16..=64) print in decimal, other constants as
/// a 32-bit literal in hex, values in an SGPR.
fn scalar(v: &Value, regs: &mut Regs) -> String {
    match v.constant() {
        Some(c) => {
            let c = c as i32;
            if (-16..=64).contains(&c) {
                c.to_string()
            } else {
                format!("{:#x}", c as u32)
            }
        }
        None => regs.s(),
    }
}

/// Select the instructions for every intrinsic call of `body`.
pub fn select(body: &Body, t: &Target, wave: u32) -> Result<Vec<String>> {
    let mut regs = Regs::default();
    let mut out: Vec<String> = vec![];
    let mut seen_reads: Vec<String> = vec![];
    for inst in &body.insts {
        if let Inst::Call { dst, call } = inst {
            if dst.is_some_and(|d| body.llc.dropped_calls.contains(&d)) {
                continue;
            }
            let sel = selection(call)?;
            // MachineCSE: a second identical lane read is the first one's result.
            if sel == AmdInsn::ReadLane && seen_reads.contains(&call.text()) {
                continue;
            }
            seen_reads.push(call.text());
            regs.current = dst.map(|d| format!("%{d}"));
            if let (AmdInsn::Ballot, Some(cmp)) = (sel, call.args.first().and_then(|a| compare_of(body, a))) {
                out.push(ballot_of_compare(&cmp, wave, &mut regs));
                continue;
            }
            let first = out.len();
            select_call(call, sel, t, wave, &mut regs, &mut out)?;
            if body.llc.sext_from > 0
                && t.amd_gen.is_some_and(|g| g >= AmdGen::Gfx11)
                && sel == AmdInsn::Dpp16
                && call.args.len() == 6
                && (call.arg_const(3), call.arg_const(4), call.arg_const(5)) == (Some(15), Some(15), Some(1))
            {
                // GCNDPPCombine (GFX11+ has VOP3 DPP): a DPP move with bound_ctrl and full masks merges
                // into its one user, the sign extension of a signed 8/16-bit result (clang-22
                // -mcpu=gfx1100 -O1 -S, `short f(short v) { return mov_dpp(v, 0x111, 0xf, 0xf,
                // true); }` → `v_bfe_i32_e64_dpp v0, v0, 0, 16 row_shr:1 …`).
                for line in &mut out[first..] {
                    if let Some(rest) = line.strip_prefix("v_mov_b32_dpp ") {
                        let (regs_part, mods) = rest.split_once(' ').map(|(a, b)| (a.to_string(), b.to_string())).unwrap_or_default();
                        let src = mods.split_whitespace().next().unwrap_or("").to_string();
                        let tail = mods[src.len()..].trim_start().to_string();
                        *line = format!("v_bfe_i32_e64_dpp {regs_part} {src}, 0, {} {tail}", body.llc.sext_from);
                    }
                }
            }
            if body.llc.bpermute_offset != 0 && sel == AmdInsn::DsPermute(Permute::Pull) && call.args[0].constant().is_none() {
                for line in &mut out[first..] {
                    line.push_str(&format!(" offset:{}", body.llc.bpermute_offset));
                }
            }
        }
    }
    Ok(out)
}

/// The `icmp` text that defines `v`, if it is one (`icmp sgt i32 %v, 3`).
fn compare_of(body: &Body, v: &crate::ir::Value) -> Option<String> {
    let crate::ir::Value::Tmp(id, _) = v else { return None };
    body.insts.iter().find_map(|i| match i {
        Inst::Op { dst, text } if dst == id && text.starts_with("icmp ") && text.contains(" i32 ") => Some(text.clone()),
        _ => None,
    })
}

/// The ballot of an integer comparison is that comparison as a VOPC instruction writing the
/// lane mask (llc-22: `ballot(v > 3)` → `v_cmp_lt_i32_e32 vcc, 3, v0`): a constant operand
/// goes first (src0), with the predicate mirrored.
fn ballot_of_compare(icmp: &str, wave: u32, regs: &mut Regs) -> String {
    let vcc = if wave == 32 { "vcc_lo" } else { "vcc" };
    let mut w = icmp.trim_start_matches("icmp ").splitn(3, ' ');
    let (pred, _, ops) = (w.next().unwrap_or("ne"), w.next(), w.next().unwrap_or(""));
    let (a, b) = ops.split_once(", ").unwrap_or((ops, "0"));
    fn mirrored(p: &str) -> &str {
        match p {
            "sgt" => "slt",
            "slt" => "sgt",
            "sge" => "sle",
            "sle" => "sge",
            "ugt" => "ult",
            "ult" => "ugt",
            "uge" => "ule",
            "ule" => "uge",
            p => p,
        }
    }
    let spell = |p: &str| -> String {
        let (name, ty) = match p {
            "eq" | "ne" => (p, "u32"),
            _ => (&p[1..], if p.starts_with('s') { "i32" } else { "u32" }),
        };
        format!("v_cmp_{name}_{ty}_e32")
    };
    match b.parse::<i64>() {
        Ok(c) => format!("{} {vcc}, {c}, {}", spell(mirrored(pred)), regs.v(32)),
        Err(_) => {
            let _ = a;
            let (x, y) = (regs.v(32), regs.v(32));
            format!("{} {vcc}, {x}, {y}", spell(pred))
        }
    }
}

fn base_name(c: &Call) -> &str {
    // Overloaded names end in a type suffix (`.i32`, `.f64`, `.v2f16`, `.bf16`); other
    // trailing components (`.id`, `.var`, `.b32`) are part of the name.
    let is_type = |s: &str| {
        let digits = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
        s.strip_prefix('i').is_some_and(digits)
            || s.strip_prefix('f').is_some_and(digits)
            || s == "bf16"
            || s.strip_prefix("v2").is_some_and(|t| t == "f16" || t == "bf16" || t == "i16")
    };
    match c.callee.rsplit_once('.') {
        Some((b, s)) if is_type(s) => b,
        _ => &c.callee,
    }
}

fn flag(c: &Call, i: usize) -> bool {
    c.arg_const(i).unwrap_or(0) & 1 != 0
}
fn imm(c: &Call, i: usize) -> u32 {
    c.arg_const(i).unwrap_or(0) as u32
}

/// The selection rule of the registry row for the call's intrinsic.
fn selection(c: &Call) -> Result<AmdInsn> {
    let row = registry::lookup(&c.callee, Some(Vendor::Amd)).ok().filter(|(b, _)| b.level == Level::Intrinsic);
    match row.map(|(b, _)| b.lower.insn) {
        Some(Insn::Amd(sel)) => Ok(sel),
        _ => Err(Diag::new(DiagKind::Unsupported, format!("no AMDGPU instruction selection for `{}` in xlane-lower", base_name(c)))
            .with_help("use --emit llvm, or add the intrinsic to xlane-lower's amdgpu table")),
    }
}

fn select_call(c: &Call, sel: AmdInsn, t: &Target, wave: u32, regs: &mut Regs, out: &mut Vec<String>) -> Result<()> {
    let bits = c.ret.bits().max(32);
    match sel {
        AmdInsn::Dpp16 => {
            // update.dpp(old, src, ctrl, …); the older mov.dpp(src, ctrl, …) has no `old`.
            let k = c.args.len() - 4;
            let (ctrl, rm, bm, bc) = (imm(c, k), imm(c, k + 1), imm(c, k + 2), flag(c, k + 3));
            let m = modifiers::dpp16(ctrl, rm, bm, bc, t)?;
            // 64-bit values: gfx942/gfx950 have v_mov_b64_dpp, which llc selects only for the
            // row_newbcast controls (the only ones legal for a 64-bit DPP source, CDNA3/4 ISA
            // DPP tables); everywhere else the value moves as two 32-bit halves with the same
            // controls (SIInstrInfo::expandMovDPP64).
            let src = &c.args[k - 1];
            if bits == 64 && t.has(feat::DPP_MOV_B64) && (0x150..=0x15f).contains(&ctrl) {
                let (d, s) = (regs.dst_v(64), regs.use_v(src, 64));
                out.push(format!("v_mov_b64_dpp {d}, {s} {m}"));
            } else if bits == 64 {
                let (d, s) = (regs.dst_v(64), regs.use_v(src, 64));
                for half in 0..2 {
                    out.push(format!("v_mov_b32_dpp {}, {} {m}", half_reg(&d, half), half_reg(&s, half)));
                }
            } else {
                let (d, s) = (regs.dst_v(32), regs.use_v(src, 32));
                out.push(format!("v_mov_b32_dpp {d}, {s} {m}"));
            }
        }
        AmdInsn::Dpp8 => {
            let (d, s) = (regs.dst_v(32), regs.use_v(&c.args[0], 32));
            out.push(format!("v_mov_b32_dpp {d}, {s} {}", modifiers::dpp8(imm(c, 1))?));
        }
        AmdInsn::DsSwizzle => {
            let (d, s) = (regs.dst_v(32), regs.use_v(&c.args[0], 32));
            let off = modifiers::swizzle_offset(imm(c, 1), t)?;
            out.push(join(format!("ds_swizzle_b32 {d}, {s}"), &off));
        }
        AmdInsn::DsPermute(_) => {
            let m = sel.mnemonic();
            // A constant address travels in the instruction's offset field, from a zero VGPR.
            let (d, a, s) = (regs.dst_v(32), regs.use_v(&c.args[0], 32), regs.use_v(&c.args[1], 32));
            match c.args[0].constant() {
                Some(off) if off > 0 && off < 0x10000 => out.push(format!("{m} {d}, {a}, {s} offset:{off}")),
                _ => out.push(format!("{m} {d}, {a}, {s}")),
            }
        }
        AmdInsn::Permlane16(m) => {
            let (d, s) = (regs.dst_v(32), regs.use_v(&c.args[1], 32));
            let src = vop3_sources(&[&c.args[2], &c.args[3]], t, true, regs, out);
            let (lo, hi) = (&src[0], &src[1]);
            out.push(join(format!("{m} {d}, {s}, {lo}, {hi}"), &modifiers::op_sel(flag(c, 4), flag(c, 5))));
        }
        AmdInsn::Permlane16Var(m) => {
            let (d, s, sel) = (regs.dst_v(32), regs.use_v(&c.args[1], 32), regs.use_v(&c.args[2], 32));
            out.push(join(format!("{m} {d}, {s}, {sel}"), &modifiers::op_sel(flag(c, 3), flag(c, 4))));
        }
        AmdInsn::Permlane64 => {
            let (d, s) = (regs.dst_v(32), regs.use_v(&c.args[0], 32));
            out.push(format!("v_permlane64_b32 {d}, {s}"));
        }
        AmdInsn::PermlaneSwap(m) => {
            let (a, b) = (regs.use_v(&c.args[0], 32), regs.use_v(&c.args[1], 32));
            let (fi, bc) = (flag(c, 2), flag(c, 3));
            // The VOP1 (_e32) form has no fi/bound_ctrl; llc uses the VOP3 (_e64) form when
            // either is set and prints bound_ctrl before fi.
            if fi || bc {
                let mut mods = String::new();
                if bc {
                    mods.push_str(" bound_ctrl:1");
                }
                if fi {
                    mods.push_str(" fi:1");
                }
                out.push(format!("{m}_e64 {a}, {b}{mods}"));
            } else {
                out.push(format!("{m}_e32 {a}, {b}"));
            }
        }
        AmdInsn::ReadFirstLane => {
            for _ in 0..bits / 32 {
                let (d, s) = (regs.s(), regs.v(32));
                out.push(format!("v_readfirstlane_b32 {d}, {s}"));
            }
        }
        AmdInsn::ReadLane => {
            let lane = c.args[1].clone();
            for _ in 0..bits / 32 {
                let (d, s) = (regs.s(), regs.v(32));
                let l = scalar(&lane, regs);
                out.push(format!("v_readlane_b32 {d}, {s}, {l}"));
            }
        }
        AmdInsn::WriteLane => {
            // GFX9's VOP3 may read one SGPR (constant bus limit 1): a lane in an SGPR goes
            // through m0 there (SIInstrInfo::legalizeOperandsVOP3), set once for all pieces.
            let lane = match c.args[1].constant() {
                Some(_) => scalar(&c.args[1], regs),
                None if t.is_pre_gfx10() => {
                    let s = regs.s();
                    out.push(format!("s_mov_b32 m0, {s}"));
                    "m0".into()
                }
                None => regs.s(),
            };
            // One v_writelane_b32 per 32-bit piece of the value.
            for _ in 0..bits / 32 {
                let (d, v) = (regs.v(32), regs.s());
                out.push(format!("v_writelane_b32 {d}, {v}, {lane}"));
            }
        }
        AmdInsn::Ballot if c.arg_const(0) == Some(1) => {
            // ballot(true) is the exec mask itself: no instruction of its own.
            out.push(format!("; ballot(true) = {}", if wave == 32 { "exec_lo" } else { "exec" }));
        }
        AmdInsn::Ballot => {
            // The ballot of `v != 0` is the VOPC compare writing the lane mask (vcc).
            let vcc = if wave == 32 { "vcc_lo" } else { "vcc" };
            let v = regs.v(32);
            out.push(format!("v_cmp_ne_u32_e32 {vcc}, 0, {v}"));
        }
        AmdInsn::InverseBallot => {
            let d = regs.v(32);
            let mask = if wave == 32 { regs.s() } else { regs.s_pair() };
            out.push(format!("v_cndmask_b32_e64 {d}, 0, 1, {mask}"));
        }
        AmdInsn::Mbcnt { .. } => {
            let m = sel.mnemonic();
            let d = regs.dst_v(32);
            let src = vop3_sources(&[&c.args[0], &c.args[1]], t, false, regs, out);
            // GFX6/GFX7 encode v_mbcnt as VOP2 (`_e32`, llc-22 -mcpu=gfx600), whose src1 must be
            // a VGPR: a constant base takes the VOP3 form (`_e64`).
            let enc = match t.amd_gen.is_some_and(|g| g <= AmdGen::Gfx7) {
                true if c.args[1].constant().is_some() => "_e64",
                true => "_e32",
                false => "",
            };
            out.push(format!("{m}{enc} {d}, {}, {}", src[0], src[1]));
        }
        AmdInsn::WaveBarrier => out.push("; wave barrier".into()),
        AmdInsn::GetWaveIdInWorkgroup => {
            let d = regs.s();
            out.push(format!("s_get_waveid_in_workgroup {d}"));
        }
        AmdInsn::WaveShuffle => {
            // ds_bpermute of index × 4; a constant index travels in the offset field.
            let d = regs.dst_v(32);
            let gfx11_wave64 = wave == 64 && !t.has(feat::BPERMUTE_FULL_WAVE64);
            match c.args[1].constant() {
                // GFX11 wave64 with a constant index: the address is moved into a VGPR once
                // (`v_mov_b32 20`) and both bpermutes read it.
                Some(_) if gfx11_wave64 => {
                    let (a, s, o) = (regs.v(32), regs.use_v(&c.args[0], 32), regs.v(32));
                    out.push(format!("v_permlane64_b32 {o}, {s}"));
                    out.push(format!("ds_bpermute_b32 {o}, {a}, {o}"));
                    out.push(format!("ds_bpermute_b32 {d}, {a}, {s}"));
                }
                Some(i) if i > 0 && 4 * i < 0x10000 => {
                    let (a, s) = (regs.v(32), regs.use_v(&c.args[0], 32));
                    out.push(format!("ds_bpermute_b32 {d}, {a}, {s} offset:{}", 4 * i));
                }
                _ if gfx11_wave64 => {
                    // GFX11 wave64: the other half through permlane64 and a whole-wave
                    // bpermute, then a per-lane select (semantics::amd::permlane_gfx1250).
                    let (a, s, o) = (regs.use_v(&c.args[1], 32), regs.use_v(&c.args[0], 32), regs.v(32));
                    out.push(format!("v_lshlrev_b32_e32 {a}, 2, {a}"));
                    out.push(format!("v_permlane64_b32 {o}, {s}"));
                    out.push(format!("ds_bpermute_b32 {o}, {a}, {o}"));
                    out.push(format!("ds_bpermute_b32 {d}, {a}, {s}"));
                }
                _ => {
                    let (a, s) = (regs.use_v(&c.args[1], 32), regs.use_v(&c.args[0], 32));
                    out.push(format!("v_lshlrev_b32_e32 {a}, 2, {a}"));
                    out.push(format!("ds_bpermute_b32 {d}, {a}, {s}"));
                }
            }
        }
        AmdInsn::PermlaneSel(m) => {
            // Selectors are SGPR operands: constants inline (or a literal), a per-lane value
            // through v_readfirstlane_b32 (llc-22 -mcpu=gfx1250).
            let (d, s) = (regs.dst_v(32), regs.use_v(&c.args[0], 32));
            let sels: Vec<String> = c.args[1..]
                .iter()
                .map(|v| match v.constant() {
                    Some(_) => scalar(v, regs),
                    None => {
                        let (sg, vg) = (regs.s(), regs.v(32));
                        out.push(format!("v_readfirstlane_b32 {sg}, {vg}"));
                        sg
                    }
                })
                .collect();
            out.push(format!("{m} {d}, {s}, {}", sels.join(", ")));
        }
        AmdInsn::WaveId => {
            let d = regs.s();
            out.push(format!("s_bfe_u32 {d}, ttmp8, 0x50019"));
        }
        AmdInsn::WholeWave(_) => {
            return Err(Diag::new(DiagKind::Unsupported, format!("`{}` has no instruction of its own", base_name(c)))
                .with_help("llc brackets the whole-wave computation that uses it with s_or_saveexec / exec restores; see --emit llvm"))
        }
        AmdInsn::Sequence => {
            return Err(Diag::new(DiagKind::Unsupported, format!("no AMDGPU instruction selection for `{}` in xlane-lower", base_name(c)))
                .with_help("use --emit llvm, or add the intrinsic to xlane-lower's amdgpu table"))
        }
    }
    Ok(())
}

/// The sources of a VOP3 instruction whose constants must fit its encoding (checked against
/// llc-22 `-O1`; SIInstrInfo::legalizeOperandsVOP3): GFX10+ encodes one 32-bit literal, used by
/// every source with that value; a source with another literal value before it is first moved
/// to an SGPR. GFX9 VOP3 has no literal: src0's goes to an SGPR; a later one to an SGPR when
/// src0 is a register, else to a VGPR (`v_mov_b32_e32`). Non-constant sources are VGPRs, or
/// SGPRs with `sgpr_values`.
fn vop3_sources(vals: &[&Value], t: &Target, sgpr_values: bool, regs: &mut Regs, out: &mut Vec<String>) -> Vec<String> {
    let gfx9 = t.is_pre_gfx10();
    let kept = if gfx9 { None } else { vals.iter().rev().find_map(|v| scalar_literal(v)) };
    let src0_const = vals.first().is_some_and(|v| v.constant().is_some());
    vals.iter()
        .enumerate()
        .map(|(i, v)| match v.constant() {
            None if sgpr_values => regs.s(),
            None => regs.use_v(v, 32),
            Some(_) => match scalar_literal(v) {
                Some(lit) if Some(lit) != kept => {
                    if gfx9 && i > 0 && src0_const {
                        let r = regs.v(32);
                        out.push(format!("v_mov_b32_e32 {r}, {:#x}", lit));
                        r
                    } else {
                        let r = regs.s();
                        out.push(sgpr_constant(&r, lit));
                        r
                    }
                }
                _ => scalar(v, regs),
            },
        })
        .collect()
}

/// How llc puts a constant in an SGPR: `s_movk_i32` when it fits a signed 16-bit immediate
/// (printed as its 16 bits), else `s_mov_b32`.
fn sgpr_constant(r: &str, lit: u32) -> String {
    let v = lit as i32;
    if (-0x8000..0x8000).contains(&v) {
        format!("s_movk_i32 {r}, {:#x}", v as u16)
    } else {
        format!("s_mov_b32 {r}, {lit:#x}")
    }
}

/// The 32-bit literal a constant needs (None for inline constants -16..=64 and non-constants).
fn scalar_literal(v: &Value) -> Option<u32> {
    let c = v.constant()? as i32;
    (!(-16..=64).contains(&c)).then_some(c as u32)
}

fn half_reg(pair: &str, half: u32) -> String {
    let n: u32 = pair.trim_start_matches("v[").split(':').next().and_then(|x| x.parse().ok()).unwrap_or(0);
    format!("v{}", n + half)
}

fn join(head: String, tail: &str) -> String {
    if tail.is_empty() {
        head
    } else {
        format!("{head} {tail}")
    }
}
