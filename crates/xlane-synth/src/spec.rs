//! The spec language (docs/synth.md): what a kernel writer asks for.
//!
//! ```text
//! reverse | rotate K | shift up K [fill own|zero] | shift down K [fill own|zero]
//! | xor M | broadcast L | transpose RxC | perm [s0, s1, …]
//! | reduce OP | scan OP inclusive|exclusive          OP: add min max and or xor
//! ```
//! A permutation is given per segment of `width` lanes (the whole wave by default); lane `i`
//! of every segment takes the value of lane `src(i)` of the same segment.

use crate::op::Op;
use xlane_core::diag::{Diag, DiagKind, Result};

/// How a shift fills the lanes that have no source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    /// Keep the lane's own value (CUDA `__shfl_up_sync`).
    Own,
    /// Write zero.
    Zero,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spec {
    /// Lane `i` of each segment takes `src[i]` (`None`: the fill value).
    Permute {
        name: String,
        src: Vec<Option<u32>>,
        fill: Fill,
    },
    Reduce(Op),
    Scan {
        op: Op,
        inclusive: bool,
    },
}

fn bad(msg: impl Into<String>, help: &str) -> Diag {
    Diag::new(DiagKind::Malformed, msg).with_help(help.to_string())
}

const HELP: &str = "specs: reverse | rotate K | shift up|down K [fill own|zero] | xor M | broadcast L | transpose RxC | perm [s0, s1, …] | reduce OP | scan OP inclusive|exclusive (OP: add min max and or xor); see docs/synth.md";

fn number(word: Option<&str>, what: &str) -> Result<u32> {
    let w = word.ok_or_else(|| bad(format!("`{what}` needs a number"), HELP))?;
    let v = if let Some(h) = w.strip_prefix("0x") { u32::from_str_radix(h, 16).ok() } else { w.parse().ok() };
    v.ok_or_else(|| bad(format!("`{what}`: `{w}` is not a number"), HELP))
}

impl Spec {
    /// Parse a spec for segments of `width` lanes.
    pub fn parse(text: &str, width: u32) -> Result<Spec> {
        let t = text.trim();
        let mut words = t.split_whitespace();
        let head = words.next().ok_or_else(|| bad("empty spec", HELP))?;
        let w = width;
        let map = |name: &str, f: &dyn Fn(u32) -> Option<u32>| Spec::Permute { name: name.to_string(), src: (0..w).map(f).collect(), fill: Fill::Own };
        let spec = match head {
            "reverse" => map("reverse", &|i| Some(w - 1 - i)),
            "rotate" => {
                let k = number(words.next(), "rotate")? % w;
                map(&format!("rotate {k}"), &|i| Some((i + w - k) % w))
            }
            "shift" => {
                let dir = words.next().unwrap_or("");
                let k = number(words.next(), "shift")?;
                let fill = match (words.next(), words.next()) {
                    (None, _) => Fill::Own,
                    (Some("fill"), Some("own")) => Fill::Own,
                    (Some("fill"), Some("zero")) => Fill::Zero,
                    (a, b) => return Err(bad(format!("`shift`: expected `fill own` or `fill zero`, got `{} {}`", a.unwrap_or(""), b.unwrap_or("")), HELP)),
                };
                if k >= w {
                    return Err(bad(format!("`shift {dir} {k}`: the shift must be below the width {w}"), "use a shift of 1..width-1"));
                }
                let src: Vec<Option<u32>> = match dir {
                    "up" => (0..w).map(|i| i.checked_sub(k)).collect(),
                    "down" => (0..w).map(|i| (i + k < w).then_some(i + k)).collect(),
                    _ => return Err(bad(format!("`shift {dir}`: the direction is `up` or `down`"), HELP)),
                };
                let fill_name = if fill == Fill::Zero { "zero" } else { "own" };
                return words_done(words, Spec::Permute { name: format!("shift {dir} {k} fill {fill_name}"), src, fill });
            }
            "xor" => {
                let m = number(words.next(), "xor")?;
                if m >= w {
                    return Err(bad(format!("`xor {m}` leaves a segment of {w} lanes"), "use a mask below the width"));
                }
                map(&format!("xor {m}"), &|i| Some(i ^ m))
            }
            "broadcast" => {
                let l = number(words.next(), "broadcast")?;
                if l >= w {
                    return Err(bad(format!("`broadcast {l}`: lane {l} is outside a segment of {w} lanes"), "use a lane below the width"));
                }
                map(&format!("broadcast {l}"), &|_| Some(l))
            }
            "transpose" => {
                let dims = words.next().ok_or_else(|| bad("`transpose` needs RxC, e.g. `transpose 8x8`", HELP))?;
                let (r, c) = dims.split_once('x').ok_or_else(|| bad(format!("`transpose {dims}`: expected RxC"), HELP))?;
                let (r, c) = (number(Some(r), "transpose")?, number(Some(c), "transpose")?);
                if r * c != w {
                    return Err(bad(format!("`transpose {r}x{c}` needs {} lanes, the segment has {w}", r * c), "pass --width R*C (or a matching wave size)"));
                }
                // Element (row, col) sits at lane row*c + col; afterwards (col, row) at col*r + row.
                map(&format!("transpose {r}x{c}"), &|j| Some((j % r) * c + j / r))
            }
            "perm" => {
                let rest = t["perm".len()..].trim();
                let inner = rest.strip_prefix('[').and_then(|x| x.strip_suffix(']')).ok_or_else(|| bad("`perm` takes a list `[s0, s1, …]`", HELP))?;
                let src: Vec<Option<u32>> = inner.split(',').map(|x| number(Some(x.trim()), "perm").map(Some)).collect::<Result<_>>()?;
                if src.len() != w as usize {
                    return Err(bad(format!("`perm` lists {} lanes, the segment has {w}", src.len()), "give one source per lane, or pass --width with the list length"));
                }
                if let Some((i, s)) = src.iter().enumerate().find(|(_, s)| s.unwrap_or(0) >= w) {
                    return Err(bad(format!("`perm`: entry {i} names lane {}, outside a segment of {w} lanes", s.unwrap_or(0)), "sources are lanes 0..width-1"));
                }
                return Ok(Spec::Permute { name: "perm".into(), src, fill: Fill::Own });
            }
            "reduce" => Spec::Reduce(Op::parse(words.next())?),
            "scan" => {
                let op = Op::parse(words.next())?;
                let inclusive = match words.next() {
                    Some("inclusive") | None => true,
                    Some("exclusive") => false,
                    Some(o) => return Err(bad(format!("`scan`: `{o}` is neither `inclusive` nor `exclusive`"), HELP)),
                };
                Spec::Scan { op, inclusive }
            }
            _ => return Err(bad(format!("unknown spec `{head}`"), HELP)),
        };
        words_done(words, spec)
    }

    pub fn is_collective(&self) -> bool {
        !matches!(self, Spec::Permute { .. })
    }
}

fn words_done<'a>(mut rest: impl Iterator<Item = &'a str>, s: Spec) -> Result<Spec> {
    match rest.next() {
        None => Ok(s),
        Some(w) => Err(bad(format!("unexpected `{w}` after the spec"), HELP)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src(s: &Spec) -> Vec<Option<u32>> {
        match s {
            Spec::Permute { src, .. } => src.clone(),
            _ => panic!(),
        }
    }

    #[test]
    fn permutations_by_hand() {
        assert_eq!(src(&Spec::parse("reverse", 4).unwrap()), vec![Some(3), Some(2), Some(1), Some(0)]);
        // rotate up by one: lane 0 takes lane 3.
        assert_eq!(src(&Spec::parse("rotate 1", 4).unwrap()), vec![Some(3), Some(0), Some(1), Some(2)]);
        assert_eq!(src(&Spec::parse("shift up 1 fill zero", 4).unwrap()), vec![None, Some(0), Some(1), Some(2)]);
        assert_eq!(src(&Spec::parse("shift down 2", 4).unwrap()), vec![Some(2), Some(3), None, None]);
        // 2x3 row-major [a b c; d e f] -> 3x2 [a d; b e; c f]: lanes take 0 3 1 4 2 5.
        assert_eq!(src(&Spec::parse("transpose 2x3", 6).unwrap()), [0, 3, 1, 4, 2, 5].map(Some).to_vec());
        assert_eq!(src(&Spec::parse("perm [1, 0]", 2).unwrap()), vec![Some(1), Some(0)]);
    }

    #[test]
    fn bad_specs_say_why() {
        for (s, w) in [("transpose 8x8", 32), ("perm [0, 1]", 4), ("xor 32", 32), ("scan add sideways", 32), ("frobnicate", 32), ("reduce mul", 32)] {
            let e = Spec::parse(s, w).unwrap_err();
            assert!(e.help.is_some(), "{s}: {e:?}");
        }
    }
}
