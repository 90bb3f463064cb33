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
use xlane_core::registry::{self, Builtin};
use xlane_core::target::{Target, Vendor};

/// An instruction split into mnemonic, operands and modifiers.
struct Line<'a> {
    mnemonic: Option<&'a str>,
    operands: Vec<&'a str>,
    modifiers: Vec<&'a str>,
}

fn is_operand(tok: &str) -> bool {
    let reg = |p: char| tok.strip_prefix(p).is_some_and(|r| r.starts_with('[') || (!r.is_empty() && r.chars().all(|c| c.is_ascii_digit())));
    reg('v') || reg('s') || matches!(tok, "m0" | "vcc" | "vcc_lo" | "exec" | "exec_lo") || tok.starts_with("ttmp") || tok.starts_with("0x") || tok.starts_with('-') || tok.chars().all(|c| c.is_ascii_digit())
}

fn split(text: &str) -> Line<'_> {
    let text = text.split("//").next().unwrap_or("").split(';').next().unwrap_or("").trim();
    let mut toks = text.split_whitespace().map(|t| t.trim_end_matches(',')).filter(|t| !t.is_empty()).peekable();
    let mnemonic = toks.next_if(|t| t.starts_with("v_") || t.starts_with("ds_"));
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

/// Parse AMDGPU asm text into the call that produces it on `target`.
pub fn from_asm(text: &str, target: &Target) -> Result<CallExpr> {
    if target.vendor != Vendor::Amd {
        return Err(Diag::new(DiagKind::Unsupported, format!("reading assembly is for AMD targets; {} is not one", target.name))
            .with_help("pass a gfx target, e.g. --target gfx1100"));
    }
    let line = split(text);
    let (name, consts) = recognise(text, &line, target)?;
    let (b, _) = registry::lookup(name, Some(Vendor::Amd))?;
    let call = fill(b, &consts);
    // The same check every call gets: a control the target lacks is refused here.
    crate::lower(&call, registry_target(target), None, None)?;
    Ok(call)
}

/// `lower` wants a `'static` target: look the processor up by name.
fn registry_target(t: &Target) -> &'static Target {
    xlane_core::target::lookup(t.name).expect("a known target")
}

/// Arguments: named values for the register operands (the registry's parameter names), the
/// constants read from the text for the others.
fn fill(b: &Builtin, consts: &[(usize, ArgExpr)]) -> CallExpr {
    let args = b
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| consts.iter().find(|(k, _)| *k == i).map(|(_, a)| a.clone()).unwrap_or_else(|| ArgExpr::Name(p.name.to_string())))
        .collect();
    CallExpr { name: b.name.to_string(), args }
}

type Recognised = (&'static str, Vec<(usize, ArgExpr)>);

/// Which builtin, and which of its arguments are constants with what value.
fn recognise(text: &str, line: &Line, target: &Target) -> Result<Recognised> {
    let m = line.mnemonic.unwrap_or("");
    let has = |p: &str| line.modifiers.iter().any(|x| x.starts_with(p));
    if m.starts_with("v_mov_b32_dpp") || m.starts_with("v_mov_b64_dpp") || (m.is_empty() && (has("dpp8:") || dpp16_control(line).is_some())) {
        if has("fi:1") {
            return Err(Diag::new(DiagKind::Unsupported, format!("`{text}`: no builtin sets fetch-inactive (fi:1) on a DPP move"))
                .with_help("the DPP builtins always emit FI=0 (docs/notes/amd-semantics.md §2.1)"));
        }
        if let Some(sel) = modifier(line, "dpp8") {
            let sel = codec::dpp8::encode(sel)?;
            return Ok(("__builtin_amdgcn_mov_dpp8", vec![(1, ArgExpr::Int(sel as i64))]));
        }
        let ctrl = dpp16_control(line).ok_or_else(|| bad(text, "no DPP control (row_shr:1, quad_perm:[…], …)"))?;
        let ctrl = codec::dpp::encode_for(ctrl, target)?;
        let rm = modifier(line, "row_mask").map(|v| num(text, v)).transpose()?.unwrap_or(0xf);
        let bm = modifier(line, "bank_mask").map(|v| num(text, v)).transpose()?.unwrap_or(0xf);
        let bc = modifier(line, "bound_ctrl").map(|v| num(text, v)).transpose()?.unwrap_or(0) != 0;
        let c = vec![(2, ArgExpr::Int(ctrl as i64)), (3, ArgExpr::Int(rm)), (4, ArgExpr::Int(bm)), (5, ArgExpr::Bool(bc))];
        return Ok(("__builtin_amdgcn_update_dpp", c));
    }
    if m == "ds_swizzle_b32" || (m.is_empty() && line.modifiers.iter().any(|x| x.contains("swizzle("))) {
        let off = match modifier(line, "offset").or_else(|| line.modifiers.iter().copied().find(|x| x.starts_with("swizzle("))) {
            Some(v) => codec::swizzle::encode(v)?,
            None => 0,
        };
        return Ok(("__builtin_amdgcn_ds_swizzle", vec![(1, ArgExpr::Int(off as i64))]));
    }
    if let Some(op) = modifier(line, "op_sel").filter(|_| m.is_empty() || m.starts_with("v_permlane")) {
        let l: Vec<&str> = op.trim_matches(|c| c == '[' || c == ']').split(',').collect();
        if l.len() != 2 {
            return Err(bad(text, "op_sel takes two bits: op_sel:[fi,bound_ctrl]"));
        }
        let (fi, bc) = (num(text, l[0])? != 0, num(text, l[1])? != 0);
        let (name, first) = permlane_name(m);
        let mut c = vec![(first, ArgExpr::Bool(fi)), (first + 1, ArgExpr::Bool(bc))];
        c.extend(selector_literals(line, name));
        return Ok((name, c));
    }
    if m.starts_with("v_permlane") {
        if m.contains("_swap_") {
            let n = if m.contains("16") { "__builtin_amdgcn_permlane16_swap" } else { "__builtin_amdgcn_permlane32_swap" };
            return Ok((n, vec![(2, ArgExpr::Bool(has("fi:1"))), (3, ArgExpr::Bool(has("bound_ctrl:1")))]));
        }
        if m.starts_with("v_permlane64") {
            return Ok(("__builtin_amdgcn_permlane64", vec![]));
        }
        let (name, first) = permlane_name(m);
        let mut c = vec![(first, ArgExpr::Bool(false)), (first + 1, ArgExpr::Bool(false))];
        c.extend(selector_literals(line, name));
        return Ok((name, c));
    }
    let plain = |n: &'static str| -> Result<Recognised> {
        if let Some(off) = modifier(line, "offset").filter(|o| *o != "0") {
            return Err(Diag::new(DiagKind::Unsupported, format!("`{text}`: the builtin has no offset operand (offset:{off})"))
                .with_help(format!("pass the address plus {off} as the builtin's address argument")));
        }
        Ok((n, vec![]))
    };
    match m {
        "ds_bpermute_b32" => plain("__builtin_amdgcn_ds_bpermute"),
        "ds_permute_b32" => plain("__builtin_amdgcn_ds_permute"),
        "ds_bpermute_fi_b32" => plain("__builtin_amdgcn_ds_bpermute_fi_b32"),
        "v_readfirstlane_b32" => Ok(("__builtin_amdgcn_readfirstlane", vec![])),
        "v_readlane_b32" => Ok(("__builtin_amdgcn_readlane", literal_operand(line, 2, 1))),
        "v_writelane_b32" => Ok(("llvm.amdgcn.writelane", literal_operand(line, 2, 1))),
        "v_mbcnt_lo_u32_b32" | "v_mbcnt_lo_u32_b32_e64" => Ok(("__builtin_amdgcn_mbcnt_lo", literals(line, &[(1, 0), (2, 1)]))),
        "v_mbcnt_hi_u32_b32" | "v_mbcnt_hi_u32_b32_e64" => Ok(("__builtin_amdgcn_mbcnt_hi", literals(line, &[(1, 0), (2, 1)]))),
        "" => Err(bad(text, "no instruction or modifier xlane recognises")),
        _ => Err(Diag::new(DiagKind::Unsupported, format!("`{m}` is not an instruction a cross-lane builtin lowers to"))
            .with_help("xlane reads v_mov_b32_dpp/v_mov_b64_dpp, ds_swizzle_b32, ds_(b)permute_b32, v_permlane*, v_readlane_b32, v_readfirstlane_b32, v_writelane_b32, v_mbcnt_*")),
    }
}

/// The DPP16 control among the modifiers: `row_shr:1`, `quad_perm:[…]`, `row_mirror`, ….
fn dpp16_control<'a>(line: &Line<'a>) -> Option<&'a str> {
    const NAMES: &[&str] = &[
        "quad_perm:", "row_shl:", "row_shr:", "row_ror:", "wave_shl:", "wave_rol:", "wave_shr:", "wave_ror:", "row_bcast:", "row_share:",
        "row_newbcast:", "row_xmask:",
    ];
    line.modifiers.iter().copied().find(|m| NAMES.iter().any(|n| m.starts_with(n)) || *m == "row_mirror" || *m == "row_half_mirror")
}

/// Builtin and index of its `fi` parameter for a permlane mnemonic (modifiers alone: permlane16).
fn permlane_name(m: &str) -> (&'static str, usize) {
    match m {
        _ if m.starts_with("v_permlanex16_var") => ("__builtin_amdgcn_permlanex16_var", 3),
        _ if m.starts_with("v_permlane16_var") => ("__builtin_amdgcn_permlane16_var", 3),
        _ if m.starts_with("v_permlanex16") => ("__builtin_amdgcn_permlanex16", 4),
        _ => ("__builtin_amdgcn_permlane16", 4),
    }
}

/// Literal lane selectors of v_permlane16/x16 (`…, s0, 0xfedcba98`) become constants.
fn selector_literals(line: &Line, name: &str) -> Vec<(usize, ArgExpr)> {
    if name.ends_with("_var") {
        return vec![];
    }
    literals(line, &[(2, 2), (3, 3)])
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
        assert_eq!(call("v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:2 row_mask:0xf bank_mask:0xf bound_ctrl:1", "gfx942"), "__builtin_amdgcn_update_dpp(old, src, 0x152, 0xf, 0xf, true)");
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
        assert!(call("v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf", "gfx908").starts_with("error[illegal-value]"), "{}", call("v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf", "gfx908"));
        assert!(call("dpp8:[7,6,5,4,3,2,1,0]", "gfx942").starts_with("error[unavailable]"));
        assert!(call("v_mov_b32_dpp v0, v1 dpp8:[0,0,0,0,0,0,0,0] fi:1", "gfx1100").starts_with("error[unsupported]"));
        assert!(call("v_add_u32 v0, v1, v2", "gfx942").starts_with("error[unsupported]"));
        assert!(call("ds_bpermute_b32 v0, v1, v2 offset:8", "gfx942").starts_with("error[unsupported]"));
        assert!(call("row_shr:1", "sm_90").starts_with("error[unsupported]"));
        assert!(call("hello", "gfx942").starts_with("error[malformed]"));
    }
}
