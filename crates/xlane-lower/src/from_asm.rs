//! The reverse direction: AMDGPU assembly (a whole line as llc prints it, or just its
//! modifiers) → the registry call that produces it. Control words are read with the shared
//! codecs; the call is then checked against the target like any other, so a control the
//! target lacks gets the usual diagnostic.
//!
//! ```text
//! v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
//!   → __builtin_amdgcn_update_dpp(old, src, 0x111, 0xf, 0xf, true)
//! offset:swizzle(BITMASK_PERM,"01pi0")  → __builtin_amdgcn_ds_swizzle(src, 0x906)
//! ```

use xlane_core::callexpr::{ArgExpr, CallExpr};
use xlane_core::codec;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, AmdInsn, Builtin, Insn};
use xlane_core::target::{Target, Vendor};

/// An instruction split into mnemonic, operands and modifiers.
struct Line<'a> {
    mnemonic: Option<&'a str>,
    operands: Vec<&'a str>,
    modifiers: Vec<&'a str>,
}

fn is_operand(tok: &str) -> bool {
    // Source modifiers as llc prints them: `-v1`, `|v1|`, `neg(v1)`, `abs(v1)`.
    let tok = register_of(tok);
    let reg = |p: char| tok.strip_prefix(p).is_some_and(|r| r.starts_with('[') || (!r.is_empty() && r.chars().all(|c| c.is_ascii_digit())));
    reg('v')
        || reg('s')
        || matches!(tok, "m0" | "vcc" | "vcc_lo" | "vcc_hi" | "exec" | "exec_lo" | "exec_hi" | "null" | "scc")
        || tok.starts_with("ttmp")
        || tok.starts_with("0x")
        || tok.starts_with('-')
        || tok.chars().all(|c| c.is_ascii_digit())
        || tok.parse::<f64>().is_ok()
}

/// The register of an operand without its source modifiers (`-|v1|` → `v1`).
fn register_of(tok: &str) -> &str {
    let mut t = tok;
    for p in ["neg(", "abs(", "-", "|"] {
        t = t.strip_prefix(p).unwrap_or(t);
    }
    t.trim_end_matches([')', '|'])
}

fn split(text: &str) -> Line<'_> {
    let text = text.split("//").next().unwrap_or("").split(';').next().unwrap_or("").trim();
    let mut toks = text.split_whitespace().map(|t| t.trim_end_matches(',')).filter(|t| !t.is_empty()).peekable();
    let mnemonic = toks.next_if(|t| is_mnemonic(t));
    let mut line = Line { mnemonic, operands: vec![], modifiers: vec![] };
    for t in toks {
        if line.modifiers.is_empty() && mnemonic.is_some() && is_operand(t) {
            line.operands.push(t);
        } else {
            line.modifiers.push(t);
        }
    }
    line
}

fn is_mnemonic(t: &str) -> bool {
    t.starts_with("v_") || t.starts_with("ds_")
}

fn bad(text: &str, why: impl Into<String>) -> Diag {
    Diag::malformed(format!("`{text}`: {}", why.into()))
        .with_help("give a line as llc prints it (`v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf`) or its modifiers (`dpp8:[7,6,5,4,3,2,1,0]`, `offset:swizzle(SWAP,1)`, `op_sel:[1,0]`)")
}

fn num(text: &str, v: &str) -> Result<i64> {
    let parsed = match v.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16).ok(),
        None => v.parse().ok(),
    };
    parsed.ok_or_else(|| bad(text, format!("`{v}` is not a number")))
}

/// The value of `name:value` among the modifiers.
fn modifier<'a>(line: &Line<'a>, name: &str) -> Option<&'a str> {
    line.modifiers.iter().find_map(|m| m.strip_prefix(name).and_then(|r| r.strip_prefix(':')))
}

/// What one AMDGPU instruction moves across lanes: the registry call with the same data
/// movement, and what the line adds to it that no builtin expresses.
#[derive(Debug, Clone, PartialEq)]
pub struct AsmRead {
    pub call: CallExpr,
    /// An ALU instruction whose `src0` is read through DPP (`v_add_u32_dpp`): the call is the
    /// DPP move of `src0`, its `old` the destination.
    pub fused: Option<FusedDpp>,
    /// Fetch-inactive (`fi:1`, GFX10+): an inactive source lane is read, not refused.
    pub fi: bool,
    /// A constant `offset:` added to every lane's address (ds_bpermute/ds_permute).
    pub offset: i64,
}

/// The ALU part of a DPP-modified instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FusedDpp {
    /// The instruction as named without its DPP suffix: `v_add_u32`, `v_add3_u32_e64`.
    pub op: String,
    /// The destination operand (`v0`, `vcc_lo`), absent for `v_cmpx` on GFX10+.
    pub dst: Option<String>,
    /// The source register read through DPP (`v1`).
    pub src0: String,
}

impl AsmRead {
    /// The call as snippet text, the offset added to the address argument.
    pub fn snippet(&self) -> String {
        if self.offset == 0 {
            return self.call.to_string();
        }
        // The address is the first argument of ds_bpermute and ds_permute.
        let args: Vec<String> = self.call.args.iter().enumerate().map(|(i, a)| if i == 0 { format!("{a} + {}", self.offset) } else { a.to_string() }).collect();
        format!("{}({})", self.call.name, args.join(", "))
    }
}

/// Parse AMDGPU asm text into the call that produces it on `target`. A line with more than
/// a builtin can say (an ALU operation fused with DPP, `fi:1`, an address offset) is refused:
/// [`read_asm`] describes those.
pub fn from_asm(text: &str, target: &Target) -> Result<CallExpr> {
    let r = read_asm(text, target)?;
    if let Some(f) = &r.fused {
        return Err(Diag::new(
            DiagKind::Unsupported,
            format!("`{}` is not an instruction a cross-lane builtin lowers to: it reads `{}` through DPP and computes with it", f.op, f.src0),
        )
        .with_help("`xlane explain` shows which lane each lane's src0 reads; a builtin call moves data only"));
    }
    if r.fi {
        return Err(Diag::new(DiagKind::Unsupported, format!("`{text}`: no builtin sets fetch-inactive (fi:1) on a DPP move"))
            .with_help("the DPP builtins always emit FI=0 (docs/notes/amd-semantics.md §2.1)"));
    }
    if r.offset != 0 {
        return Err(Diag::new(DiagKind::Unsupported, format!("`{text}`: the builtin has no offset operand (offset:{})", r.offset))
            .with_help(format!("pass the address plus {} as the builtin's address argument", r.offset)));
    }
    Ok(r.call)
}

/// Read an AMDGPU instruction as llc-22 prints it (or just its modifiers): the registry call
/// with its data movement, checked against the target like any call.
pub fn read_asm(text: &str, target: &Target) -> Result<AsmRead> {
    if target.vendor != Vendor::Amd {
        return Err(
            Diag::new(DiagKind::Unsupported, format!("reading assembly is for AMD targets; {} is not one", target.name)).with_help("pass a gfx target, e.g. --target gfx1100")
        );
    }
    let line = split(text);
    let fused = fused_dpp(&line, target);
    // `fi:` of a DPP line; the permlanes carry their own (an operand of the builtin).
    let is_dpp = line.mnemonic.map_or(dpp16_control(&line).is_some() || modifier(&line, "dpp8").is_some(), |m| m.contains("_dpp"));
    let fi = is_dpp && modifier(&line, "fi").is_some_and(|v| v != "0");
    if fi && target.is_pre_gfx10() {
        return Err(Diag::new(DiagKind::IllegalValue, format!("`{text}`: fi:1 (fetch inactive) does not exist on {}", target.name))
            .with_help("the FI bit is GFX10+ (RDNA ISA, DPP16/DPP8 encodings); llvm-mc-22 rejects it on GFX9"));
    }
    let (sel, consts, offset) = recognise(text, &line, target)?;
    let b = registry::by_amd_insn(sel).ok_or_else(|| Diag::new(DiagKind::Internal, format!("no registry row selects {sel:?}")))?;
    // A fused DPP16 line names the move's `old` (its destination) as well as src0.
    let names: &[&str] = match (&fused, sel) {
        (Some(_), AmdInsn::Dpp16) => &["dst", "src0"],
        (Some(_), _) => &["src0"],
        _ => &[],
    };
    let call = fill(b, &consts, names);
    // The same check every call gets: a control the target lacks is refused here.
    crate::lower(&call, registry_target(target), None, None)?;
    Ok(AsmRead { call, fused, fi, offset })
}

/// Whether an instruction line moves data across lanes (and so has something to explain):
/// a DPP-modified instruction, a swizzle or (b)permute, a permlane, a lane read or write, or
/// a lane count (mbcnt).
pub fn is_cross_lane(text: &str) -> bool {
    let line = split(text);
    let Some(m) = line.mnemonic else { return false };
    // any other permlane reads as permlane16/x16 (`recognise`)
    m.contains("_dpp") || dpp16_control(&line).is_some() || modifier(&line, "dpp8").is_some() || selection_named(m).is_some() || m.starts_with("v_permlane")
}

/// The registry's AMDGPU selection whose one instruction is `m` (in any encoding: `_e32`,
/// `_e64`), among those that move data across lanes.
fn selection_named(m: &str) -> Option<AmdInsn> {
    let m = m.trim_end_matches("_e64").trim_end_matches("_e32");
    registry::all().find_map(|b| match b.lower.insn {
        Insn::Amd(sel) if moves_lanes(sel) && sel.mnemonic() == m => Some(sel),
        _ => None,
    })
}

/// Is the selection one instruction that moves data across lanes (and so one an assembly line
/// can be read back into)?
fn moves_lanes(sel: AmdInsn) -> bool {
    use AmdInsn::*;
    match sel {
        Dpp16
        | Dpp8
        | DsSwizzle
        | DsPermute(_)
        | Permlane16(_)
        | Permlane16Var(_)
        | Permlane64
        | PermlaneSwap(_)
        | PermlaneSel(_)
        | ReadFirstLane
        | ReadLane
        | WriteLane
        | Mbcnt { .. } => true,
        // compares, exec moves, wave ids, sequences (wave.shuffle's ds_bpermute follows a shift)
        Ballot | InverseBallot | WaveBarrier | WaveId | GetWaveIdInWorkgroup | WaveShuffle | WholeWave(_) | Sequence => false,
    }
}

/// An ALU instruction with a DPP suffix (anything but the DPP moves themselves): which
/// operand is the destination and which is `src0`, the one DPP reads.
fn fused_dpp(line: &Line, target: &Target) -> Option<FusedDpp> {
    let m = line.mnemonic?;
    let op = m.strip_suffix("_dpp8").or_else(|| m.strip_suffix("_dpp"))?;
    if matches!(op, "v_mov_b32" | "v_mov_b64" | "v_mov_b32_e32" | "v_mov_b32_e64") {
        return None;
    }
    // GFX10+ v_cmpx writes only EXEC, which it does not name: its first operand is src0.
    let no_dst = op.starts_with("v_cmpx") && !target.is_pre_gfx10();
    let mut ops = line.operands.iter().copied();
    let dst = if no_dst { None } else { ops.next().map(str::to_string) };
    // src0 is the first VGPR source (carry-outs such as `vcc` come before it).
    let src0 = ops.map(register_of).find(|o| o.starts_with('v') && !o.starts_with("vcc"))?.to_string();
    Some(FusedDpp { op: op.to_string(), dst, src0 })
}

/// `lower` wants a `'static` target: look the processor up by name.
fn registry_target(t: &Target) -> &'static Target {
    xlane_core::target::lookup(t.name).expect("a known target")
}

/// Arguments: named values for the register operands (`names` in order, else the registry's
/// parameter names), the constants read from the text for the others.
fn fill(b: &Builtin, consts: &[(usize, ArgExpr)], names: &[&str]) -> CallExpr {
    let mut names = names.iter();
    let args = b
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| consts.iter().find(|(k, _)| *k == i).map(|(_, a)| a.clone()).unwrap_or_else(|| ArgExpr::Name(names.next().unwrap_or(&p.name).to_string())))
        .collect();
    CallExpr { name: b.name.to_string(), args }
}

/// Which selection (its builtin: [`registry::by_amd_insn`]), which of the builtin's arguments
/// are constants with what value, and the address offset.
type Recognised = (AmdInsn, Vec<(usize, ArgExpr)>, i64);

/// Which builtin, and which of its arguments are constants with what value.
fn recognise(text: &str, line: &Line, target: &Target) -> Result<Recognised> {
    let m = line.mnemonic.unwrap_or("");
    let has = |p: &str| line.modifiers.iter().any(|x| x.starts_with(p));
    if m.contains("_dpp") || (m.is_empty() && (has("dpp8:") || dpp16_control(line).is_some())) {
        if let Some(sel) = modifier(line, "dpp8") {
            let sel = codec::dpp8::encode(sel)?;
            return Ok((AmdInsn::Dpp8, vec![(1, ArgExpr::Int(sel as i64))], 0));
        }
        let ctrl = dpp16_control(line).ok_or_else(|| bad(text, "no DPP control (row_shr:1, quad_perm:[…], …)"))?;
        let ctrl = codec::dpp::encode_for(ctrl, target)?;
        let rm = modifier(line, "row_mask").map(|v| num(text, v)).transpose()?.unwrap_or(0xf);
        let bm = modifier(line, "bank_mask").map(|v| num(text, v)).transpose()?.unwrap_or(0xf);
        let bc = modifier(line, "bound_ctrl").map(|v| num(text, v)).transpose()?.unwrap_or(0) != 0;
        let c = vec![(2, ArgExpr::Int(ctrl as i64)), (3, ArgExpr::Int(rm)), (4, ArgExpr::Int(bm)), (5, ArgExpr::Bool(bc))];
        return Ok((AmdInsn::Dpp16, c, 0));
    }
    if m == AmdInsn::DsSwizzle.mnemonic() || (m.is_empty() && line.modifiers.iter().any(|x| x.contains("swizzle("))) {
        let off = match modifier(line, "offset").or_else(|| line.modifiers.iter().copied().find(|x| x.starts_with("swizzle("))) {
            Some(v) => codec::swizzle::encode(v)?,
            None => 0,
        };
        return Ok((AmdInsn::DsSwizzle, vec![(1, ArgExpr::Int(off as i64))], 0));
    }
    if let Some(op) = modifier(line, "op_sel").filter(|_| m.is_empty() || m.starts_with("v_permlane")) {
        let l: Vec<&str> = op.trim_matches(|c| c == '[' || c == ']').split(',').collect();
        if l.len() != 2 {
            return Err(bad(text, "op_sel takes two bits: op_sel:[fi,bound_ctrl]"));
        }
        let (fi, bc) = (num(text, l[0])? != 0, num(text, l[1])? != 0);
        return Ok(permlane16(line, permlane16_named(m), fi, bc));
    }
    let lane_op = |sel: AmdInsn, c: Vec<(usize, ArgExpr)>| -> Result<Recognised> { Ok((sel, c, 0)) };
    match selection_named(m) {
        Some(sel @ AmdInsn::PermlaneSwap(_)) => lane_op(sel, flags(sel, has("fi:1"), has("bound_ctrl:1"))),
        Some(AmdInsn::Permlane64) => lane_op(AmdInsn::Permlane64, vec![]),
        // ds_(b)permute: llc folds a constant part of the address into `offset:` (bytes).
        Some(sel @ AmdInsn::DsPermute(_)) => {
            let off = modifier(line, "offset").map(|o| num(text, o)).transpose()?.unwrap_or(0);
            Ok((sel, vec![], off))
        }
        Some(AmdInsn::ReadFirstLane) => lane_op(AmdInsn::ReadFirstLane, vec![]),
        Some(sel @ (AmdInsn::ReadLane | AmdInsn::WriteLane)) => lane_op(sel, literal_operand(line, 2, 1)),
        Some(sel @ AmdInsn::Mbcnt { .. }) => lane_op(sel, literals(line, &[(1, 0), (2, 1)])),
        // Any other permlane reads as permlane16/x16 (its own mnemonic, else permlane16).
        _ if m.starts_with("v_permlane") => Ok(permlane16(line, permlane16_named(m), false, false)),
        _ if m.is_empty() => Err(bad(text, "no instruction or modifier xlane recognises")),
        _ => Err(Diag::new(DiagKind::Unsupported, format!("`{m}` is not an instruction a cross-lane builtin lowers to"))
            .with_help("xlane reads DPP-modified instructions (v_mov_b32_dpp, v_add_u32_dpp, …_e64_dpp, dpp8:[…]), ds_swizzle_b32, ds_(b)permute_b32, v_permlane*, v_readlane_b32, v_readfirstlane_b32, v_writelane_b32, v_mbcnt_*")),
    }
}

/// A permlane16/x16 (or `.var`) call with its fi/bound_ctrl flags and literal lane selectors.
fn permlane16(line: &Line, sel: AmdInsn, fi: bool, bc: bool) -> Recognised {
    let mut c = flags(sel, fi, bc);
    if !matches!(sel, AmdInsn::Permlane16Var(_)) {
        // `…, s0, 0xfedcba98`: a literal lane selector becomes a constant.
        c.extend(literals(line, &[(2, 2), (3, 3)]));
    }
    (sel, c, 0)
}

/// The permlane16 selection mnemonic `m` names: the longest name (without `_b32`) it starts
/// with (`v_permlanex16_var…` before `v_permlanex16…`); modifiers alone (or another permlane)
/// read as the first in the table, `v_permlane16_b32`.
fn permlane16_named(m: &str) -> AmdInsn {
    let family: Vec<AmdInsn> = registry::all()
        .filter_map(|b| match b.lower.insn {
            Insn::Amd(sel @ (AmdInsn::Permlane16(_) | AmdInsn::Permlane16Var(_))) => Some(sel),
            _ => None,
        })
        .collect();
    let stem = |s: &AmdInsn| s.mnemonic().trim_end_matches("_b32").len();
    let named = family.iter().filter(|s| m.starts_with(&s.mnemonic()[..stem(s)])).max_by_key(|s| stem(s));
    *named.or(family.first()).expect("the registry has permlane16")
}

/// The fi and bound_ctrl constants of a permlane builtin: its last two parameters.
fn flags(sel: AmdInsn, fi: bool, bc: bool) -> Vec<(usize, ArgExpr)> {
    let n = registry::by_amd_insn(sel).map_or(2, |b| b.params.len());
    vec![(n - 2, ArgExpr::Bool(fi)), (n - 1, ArgExpr::Bool(bc))]
}

/// The DPP16 control among the modifiers: `row_shr:1`, `quad_perm:[…]`, `row_mirror`, ….
fn dpp16_control<'a>(line: &Line<'a>) -> Option<&'a str> {
    const NAMES: &[&str] =
        &["quad_perm:", "row_shl:", "row_shr:", "row_ror:", "wave_shl:", "wave_rol:", "wave_shr:", "wave_ror:", "row_bcast:", "row_share:", "row_newbcast:", "row_xmask:"];
    line.modifiers.iter().copied().find(|m| NAMES.iter().any(|n| m.starts_with(n)) || *m == "row_mirror" || *m == "row_half_mirror")
}

/// Constant operands: operand index → parameter index.
fn literals(line: &Line, map: &[(usize, usize)]) -> Vec<(usize, ArgExpr)> {
    map.iter().filter_map(|&(op, param)| literal(line.operands.get(op)?).map(|v| (param, ArgExpr::Int(v)))).collect()
}

fn literal_operand(line: &Line, op: usize, param: usize) -> Vec<(usize, ArgExpr)> {
    literals(line, &[(op, param)])
}

fn literal(tok: &str) -> Option<i64> {
    match tok.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16).ok().map(|v| v as i32 as i64),
        None => tok.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xlane_core::target::lookup;

    fn call(text: &str, t: &str) -> String {
        from_asm(text, lookup(t).unwrap()).map(|c| c.to_string()).unwrap_or_else(|d| d.to_string())
    }

    #[test]
    fn whole_lines() {
        assert_eq!(call("v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", "gfx942"), "__builtin_amdgcn_update_dpp(old, src, 0x111, 0xf, 0xf, true)");
        assert_eq!(call("v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xa bank_mask:0x3", "gfx1100"), "__builtin_amdgcn_update_dpp(old, src, 0x1b, 0xa, 3, false)");
        assert_eq!(
            call("v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:2 row_mask:0xf bank_mask:0xf bound_ctrl:1", "gfx942"),
            "__builtin_amdgcn_update_dpp(old, src, 0x152, 0xf, 0xf, true)"
        );
        assert_eq!(call("v_mov_b32_dpp v0, v0 dpp8:[7,6,5,4,3,2,1,0]", "gfx1100"), "__builtin_amdgcn_mov_dpp8(src, 0x53977)");
        assert_eq!(call("ds_swizzle_b32 v0, v0 offset:swizzle(SWAP,1)", "gfx908"), "__builtin_amdgcn_ds_swizzle(src, 0x41f)");
        assert_eq!(call("ds_swizzle_b32 v0, v1", "gfx908"), "__builtin_amdgcn_ds_swizzle(src, 0)");
        assert_eq!(call("v_permlanex16_b32 v0, v1, s0, s1 op_sel:[1,0]", "gfx1100"), "__builtin_amdgcn_permlanex16(old, src, lanesel_lo, lanesel_hi, true, false)");
        assert_eq!(call("v_permlane16_b32 v0, v1, s0, 0xfedcba98 op_sel:[1,1]", "gfx1201"), "__builtin_amdgcn_permlane16(old, src, lanesel_lo, -19088744, true, true)");
        assert_eq!(call("v_permlane32_swap_b32_e64 v0, v1 bound_ctrl:1 fi:1", "gfx950"), "__builtin_amdgcn_permlane32_swap(vdst_old, src0_old, true, true)");
        assert_eq!(call("v_readlane_b32 s0, v0, 3", "gfx942"), "__builtin_amdgcn_readlane(src, 3)");
    }

    #[test]
    fn modifiers_alone() {
        assert_eq!(call("row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", "gfx90a"), "__builtin_amdgcn_update_dpp(old, src, 0x111, 0xf, 0xf, true)");
        assert_eq!(call("dpp8:[7,6,5,4,3,2,1,0]", "gfx1030"), "__builtin_amdgcn_mov_dpp8(src, 0x53977)");
        assert_eq!(call("offset:swizzle(BITMASK_PERM,\"01pi0\")", "gfx1100"), "__builtin_amdgcn_ds_swizzle(src, 0x906)");
        assert_eq!(call("op_sel:[1,0]", "gfx1100"), "__builtin_amdgcn_permlane16(old, src, lanesel_lo, lanesel_hi, true, false)");
    }

    #[test]
    fn refusals() {
        // row_share does not exist on gfx908 (DPP_ROW_SHARE is GFX10+, newbcast gfx90a+).
        assert!(
            call("v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf", "gfx908").starts_with("error[illegal-value]"),
            "{}",
            call("v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf", "gfx908")
        );
        assert!(call("dpp8:[7,6,5,4,3,2,1,0]", "gfx942").starts_with("error[unavailable]"));
        assert!(call("v_mov_b32_dpp v0, v1 dpp8:[0,0,0,0,0,0,0,0] fi:1", "gfx1100").starts_with("error[unsupported]"));
        assert!(call("v_add_u32 v0, v1, v2", "gfx942").starts_with("error[unsupported]"));
        assert!(call("ds_bpermute_b32 v0, v1, v2 offset:8", "gfx942").starts_with("error[unsupported]"));
        assert!(call("row_shr:1", "sm_90").starts_with("error[unsupported]"));
        assert!(call("hello", "gfx942").starts_with("error[malformed]"));
    }
}
