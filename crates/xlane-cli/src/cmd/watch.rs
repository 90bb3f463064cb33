//! `xlane run --watch FILE:LINE`: the hits as text (each variable's lanes as `xlane eval`
//! prints them) and as JSON (`watch` in docs/json.md). docs/watch.md shows both.

use std::fmt::Write;

use xlane_core::value::LaneMask;
use xlane_ir::front::watch::Shown;
use xlane_ir::run::watch::{Cell, Hit, WatchReport};

/// The lanes of a wave of `n` lanes.
fn full(n: u32) -> u64 {
    xlane_core::value::wave_mask(n)
}

/// A set of lanes: `0-15, 20`, or when that is long, `32 lanes (mask 0x5555…)`.
fn lanes_text(m: u64) -> String {
    let s = format!("lanes {}", LaneMask(m));
    if s.len() <= 40 {
        s
    } else {
        format!("{} lanes (mask {m:#x})", m.count_ones())
    }
}

/// A reason as a cell's text: `<optimised out>`.
fn reason(r: &str) -> String {
    format!("<{r}>")
}

/// One hit: which lanes reached the line, then each variable.
fn hit_text(r: &WatchReport, h: &Hit, out: &mut String) {
    let bp = &r.prog.bps[h.bp as usize];
    let nth = if h.seq == 0 { String::new() } else { format!(", its hit {}", h.seq + 1) };
    let _ =
        writeln!(out, "block ({}, {}, {}) wave {}{nth}: {} reach line {} (in `{}`)", h.block[0], h.block[1], h.block[2], h.wave, lanes_text(h.lanes), r.prog.req.line, bp.function);
    for v in &h.vars {
        let var = &r.prog.vars[v.var as usize];
        let head = format!("{} {}", var.ty.name, var.name);
        let active: Vec<&Cell> = v.cells.iter().filter(|c| **c != Cell::Inactive).collect();
        // unsigned values above 0xffff (masks) in hex, as `xlane eval` prints them
        let hex = var.ty.shown == Ok(Shown::Unsigned) && active.iter().any(|c| matches!(c, Cell::Value(b) if *b > 0xffff));
        let text = |c: &Cell| match c {
            Cell::Inactive => "·".to_string(),
            Cell::Undef => "undef".to_string(),
            Cell::Value(b) => xlane_ir::run::watch::show(&var.ty, *b, hex),
            Cell::Unavailable(_) => "?".to_string(),
        };
        let first = active.first().copied();
        match first {
            Some(c) if active.iter().all(|x| *x == c) => {
                let shown = if let Cell::Unavailable(why) = c { reason(why) } else { text(c) };
                let lanes = if h.lanes == full(h.size) { "in every lane".to_string() } else { format!("in {}", lanes_text(h.lanes)) };
                let _ = writeln!(out, "{head} = {shown} {lanes}");
            }
            _ => {
                let _ = writeln!(out, "{head}:");
                let cells: Vec<String> = v.cells.iter().map(text).collect();
                out.push_str(&super::eval::lane_grid(&cells));
                // why the `?` lanes have no value
                let mut why: Vec<(String, u64)> = vec![];
                for (l, c) in v.cells.iter().enumerate() {
                    if let Cell::Unavailable(w) = c {
                        match why.iter_mut().find(|x| x.0 == *w) {
                            Some(x) => x.1 |= 1 << l,
                            None => why.push((w.clone(), 1 << l)),
                        }
                    }
                }
                for (w, m) in why {
                    let _ = writeln!(out, "  {} ?: {}", lanes_text(m), reason(&w));
                }
            }
        }
    }
}

/// The text of a watch: a heading, each hit, then the notes (nothing reached the line, no
/// variables, hits left out).
pub fn text(r: &WatchReport) -> String {
    let mut out = String::new();
    let at = format!("{}:{}", xlane_ir::ll::debug::shown(&r.prog.file), r.prog.req.line);
    let blocks = if r.prog.req.blocks.is_empty() {
        String::new()
    } else {
        format!(" in block(s) {}", r.prog.req.blocks.iter().map(|b| format!("({}, {}, {})", b[0], b[1], b[2])).collect::<Vec<_>>().join(", "))
    };
    let _ = writeln!(out, "watch {at}{blocks}: {} hit(s)", r.total);
    for h in &r.hits {
        hit_text(r, h, &mut out);
    }
    for n in r.notes() {
        let _ = writeln!(out, "note: {n}");
    }
    out
}

/// One lane's value in JSON: integers as numbers, floats as hex bit strings (as `xlane eval
/// --json`), addresses as hex strings; `null` where the lane has no value.
fn cell_json(ty: &xlane_ir::front::watch::VarTy, c: &Cell) -> serde_json::Value {
    use serde_json::json;
    match (c, &ty.shown) {
        (Cell::Value(b), Ok(Shown::Signed)) => {
            let s = 64 - ty.bits.clamp(1, 64);
            json!(((*b << s) as i64) >> s)
        }
        (Cell::Value(b), Ok(Shown::Unsigned | Shown::Bool)) => json!(b),
        (Cell::Value(b), _) => json!(format!("{b:#x}")),
        _ => serde_json::Value::Null,
    }
}

/// `watch` in `xlane run --json` (docs/json.md).
pub fn json(r: &WatchReport) -> serde_json::Value {
    use serde_json::json;
    let hits: Vec<serde_json::Value> = r
        .hits
        .iter()
        .map(|h| {
            let bp = &r.prog.bps[h.bp as usize];
            let vars: Vec<serde_json::Value> = h
                .vars
                .iter()
                .map(|v| {
                    let var = &r.prog.vars[v.var as usize];
                    let mask = |f: &dyn Fn(&Cell) -> bool| v.cells.iter().enumerate().filter(|(_, c)| f(c)).fold(0u64, |m, (l, _)| m | 1 << l);
                    let mut why: Vec<(String, u64)> = vec![];
                    for (l, c) in v.cells.iter().enumerate() {
                        if let Cell::Unavailable(w) = c {
                            match why.iter_mut().find(|x| x.0 == *w) {
                                Some(x) => x.1 |= 1 << l,
                                None => why.push((w.clone(), 1 << l)),
                            }
                        }
                    }
                    json!({
                        "name": var.name,
                        "type": var.ty.name,
                        "lanes": v.cells.iter().map(|c| cell_json(&var.ty, c)).collect::<Vec<_>>(),
                        "undef": format!("{:#x}", mask(&|c| *c == Cell::Undef)),
                        "unavailable": why.into_iter().map(|(w, m)| json!({"mask": format!("{m:#x}"), "reason": w})).collect::<Vec<_>>(),
                    })
                })
                .collect();
            json!({"block": h.block, "wave": h.wave, "hit": h.seq, "function": bp.function, "col": bp.col, "active": format!("{:#x}", h.lanes), "vars": vars})
        })
        .collect();
    json!({
        "file": xlane_ir::ll::debug::shown(&r.prog.file),
        "line": r.prog.req.line,
        "blocks": if r.prog.req.blocks.is_empty() { serde_json::Value::Null } else { json!(r.prog.req.blocks) },
        "limit": r.prog.req.limit,
        "total": r.total,
        "hits": hits,
        "notes": r.notes(),
    })
}
