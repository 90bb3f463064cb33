//! Where an undefined value came from. A registry call whose output is undefined in lanes it
//! writes is remembered per (function, slot) with the semantics' record of each lane; when an
//! undefined value reaches memory, the value's definitions are followed back (through the
//! function's dataflow) to the nearest such call, and the warning names it: builtin,
//! function, line and instruction, lane, and the reason in `explain`'s words.

use std::collections::{HashMap, HashSet};

use xlane_core::registry::Builtin;
use xlane_core::semantics::{Origin, Route};

use super::step::Cx;
use crate::front::program::Slot;

/// A call that left lanes it wrote undefined.
#[derive(Debug, Clone)]
pub(super) struct UndefSite {
    pub(super) pc: u32,
    pub(super) b: &'static Builtin,
    pub(super) undef: u64,
    /// The semantics' record of each lane (movement operations).
    pub(super) route: Option<Route>,
}

/// The cross-lane call an undefined value traces back to (reported with the warning).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UndefOrigin {
    pub builtin: &'static str,
    pub function: String,
    /// 1-based line of the call in the `.ll` file, and its text.
    pub line: u32,
    pub inst: String,
    /// The lane of the call whose result was undefined.
    pub lane: u32,
    pub reason: String,
}

impl std::fmt::Display for UndefOrigin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "from `{}` in `{}` at line {}, lane {}: {}", self.builtin, self.function, self.line, self.lane, self.reason)
    }
}

/// Follow `slot`'s definitions back to the call that made `lane` undefined (else the nearest
/// call that made any lane undefined).
pub(super) fn origin(cx: &mut Cx, slot: Slot, lane: u32) -> Option<UndefOrigin> {
    if cx.side.undef_from.is_empty() {
        return None;
    }
    let defs = cx.side.def_maps.entry(cx.func_id).or_insert_with(|| def_map(cx.func)).clone();
    let mut seen = HashSet::new();
    let mut work = vec![slot];
    let mut any: Option<(UndefSite, u32)> = None;
    while let Some(s) = work.pop() {
        if !seen.insert(s) || seen.len() > 10_000 {
            continue;
        }
        if let Some(site) = cx.side.undef_from.get(&(cx.func_id, s)) {
            if site.undef >> lane & 1 != 0 {
                return Some(describe(cx, site, lane));
            }
            if any.is_none() {
                any = Some((site.clone(), site.undef.trailing_zeros()));
            }
        }
        if let Some(&i) = defs.get(&s) {
            work.extend(crate::front::decode::uses(&cx.func.code[i as usize].op));
        }
    }
    any.map(|(site, l)| describe(cx, &site, l))
}

fn def_map(f: &crate::front::program::Func) -> std::rc::Rc<HashMap<Slot, u32>> {
    let mut m = HashMap::new();
    for (i, d) in f.code.iter().enumerate() {
        for s in crate::front::decode::defs(&d.op) {
            m.insert(s, i as u32);
        }
    }
    std::rc::Rc::new(m)
}

fn describe(cx: &Cx, site: &UndefSite, lane: u32) -> UndefOrigin {
    let inst = &cx.func.code[site.pc as usize];
    let origin = site.route.as_ref().map_or(Origin::Computed, |r| r.lanes[lane as usize]);
    let reason = match origin {
        Origin::Undef(r) => r.describe().to_string(),
        Origin::Keep { reason, .. } => {
            format!("{}: keeps `old`, which is undefined", reason.describe())
        }
        Origin::Lane { lane: s, .. } => format!("reads lane {s}, which holds an undefined value"),
        Origin::Zero(r) => r.describe().to_string(),
        Origin::Inactive => "the lane does not execute the call".into(),
        Origin::Computed => "the operation leaves the lane undefined".into(),
    };
    UndefOrigin {
        builtin: site.b.name,
        function: cx.func.name.clone(),
        line: inst.line,
        inst: cx.info.prog.lines.get(inst.line as usize - 1).map(|l| l.trim().to_string()).unwrap_or_default(),
        lane,
        reason,
    }
}
