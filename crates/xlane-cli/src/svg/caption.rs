//! The words above a diagram: the call, the wave it ran on, and its controls decoded with the
//! control-word codecs (`xlane_core::codec`).

use xlane_core::codec;
use xlane_core::registry::{Builtin, Ty};
use xlane_core::value::wave_mask;
use xlane_core::{Arg, ElemTy, Target};

/// "gfx942 (CDNA3) · wave64 · all 64 lanes active".
pub fn wave_line(target: &Target, wave: u32, exec: u64) -> String {
    let exec = exec & wave_mask(wave);
    let lanes = if exec == wave_mask(wave) { format!("all {wave} lanes active") } else { format!("exec {exec:#x} ({} of {wave} lanes active)", exec.count_ones()) };
    format!("{} ({}) · wave{wave} · {lanes}", target.name, target.family.name())
}

/// The controls of a call, decoded: a line of settings
/// (`row_bcast:15 · row_mask 0xa (rows 1, 3) · bank_mask 0xf (all banks) · bound_ctrl off`) and,
/// where the codec has one, a sentence saying what the pattern does.
pub struct Controls {
    pub settings: Option<String>,
    pub meaning: Option<String>,
}

pub fn controls(b: &Builtin, args: &[Arg], exec: u64, target: &Target, wave: u32) -> Controls {
    let value = |name: &str| -> Option<u64> {
        let i = b.params.iter().position(|p| p.name == name)?;
        let (p, a) = (&b.params[i], args.get(i)?);
        if p.imm {
            a.imm()
        } else {
            a.uniform(exec)
        }
    };
    let mut meaning = None;
    let mut parts = vec![];
    for (p, a) in b.params.iter().zip(args) {
        let v = if p.imm {
            a.imm()
        } else if p.ty != Ty::T {
            a.uniform(exec)
        } else {
            None
        };
        let Some(v) = v else { continue };
        let part = match p.name {
            "dpp_ctrl" => {
                meaning = codec::dpp::describe(v as u32, target).ok().map(|d| d.split_once(": ").map_or(d.clone(), |(_, m)| m.to_string()));
                codec::dpp::decode_for(v as u32, target).unwrap_or_else(|_| format!("dpp_ctrl {v:#x}"))
            }
            "row_mask" => format!("row_mask {v:#x} ({})", mask_words(v, rows(wave), "row", "rows")),
            "bank_mask" => format!("bank_mask {v:#x} ({})", mask_words(v, 4, "bank", "banks")),
            "bound_ctrl" | "bc" => (if v != 0 { "bound_ctrl" } else { "bound_ctrl off" }).to_string(),
            "fi" => (if v != 0 { "fetch inactive" } else { "fi off" }).to_string(),
            "sel" if b.amd_selection() == Some(xlane_core::registry::AmdInsn::Dpp8) => codec::dpp8::decode(v as u32).unwrap_or_else(|_| format!("sel {v:#x}")),
            "pattern" => codec::swizzle::decode(v as u32).map_or_else(|_| format!("offset {v:#x}"), |s| format!("offset:{s}")),
            "lanesel_lo" => match value("lanesel_hi").map(|hi| codec::permlane::decode(v as u32, hi as u32)) {
                Some(Ok(s)) => format!("lanesel {s}"),
                _ => format!("lanesel_lo {v:#x}"),
            },
            "lanesel_hi" if value("lanesel_lo").is_some() => continue,
            name => format!("{name} {}", literal(name, p.ty, v)),
        };
        parts.push(part);
    }
    Controls { settings: (!parts.is_empty()).then(|| parts.join(" · ")), meaning }
}

fn rows(wave: u32) -> u32 {
    wave / 16
}

/// "rows 1, 3", "all banks", "no rows": which of `n` units a mask enables. Units past the wave
/// (rows 2–3 in wave32) are not named.
fn mask_words(mask: u64, n: u32, one: &str, many: &str) -> String {
    let on: Vec<String> = (0..n).filter(|i| mask >> i & 1 != 0).map(|i| i.to_string()).collect();
    match on.len() {
        0 => format!("no {many}"),
        k if k == n as usize => format!("all {many}"),
        1 => format!("{one} {} only", on[0]),
        _ => format!("{many} {}", on.join(", ")),
    }
}

/// Masks, controls and selectors read best in hex; counts and widths in decimal.
fn literal(name: &str, ty: Ty, v: u64) -> String {
    let bitwise = ["mask", "ctrl", "sel", "pattern", "offset"].iter().any(|k| name.contains(k));
    match ty {
        Ty::Fixed(ElemTy::Bool) => (v != 0).to_string(),
        _ if v > 9 && (bitwise || v > 0xffff) => format!("{v:#x}"),
        _ => v.to_string(),
    }
}

/// Break `text` at spaces into lines of at most `width` characters (a longer word stands alone).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = vec![];
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(l) if l.chars().count() + 1 + word.chars().count() <= width => {
                l.push(' ');
                l.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_in_words() {
        assert_eq!(mask_words(0xa, 4, "row", "rows"), "rows 1, 3");
        assert_eq!(mask_words(0xf, 4, "bank", "banks"), "all banks");
        assert_eq!(mask_words(0x1, 2, "row", "rows"), "row 0 only");
        assert_eq!(mask_words(0xc, 2, "row", "rows"), "no rows");
    }

    #[test]
    fn wraps_at_spaces() {
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
    }
}
