//! What a worker thread remembers about each registry call site from wave to wave of a
//! launch. A call site runs once per wave, and the waves of a kernel mostly pass it the same
//! exec mask and the same steering operands (lane ids, shuffle offsets, DPP controls), so:
//! - the registry check runs once per site (`call::evaluate_checked`'s contract);
//! - the last evaluation is kept: a call with the same exec mask and operands gives the same
//!   outputs (the semantics are pure functions of the site and the operands);
//! - for a row that only moves values (`Builtin::steer`), the same exec mask and steering
//!   operands give the same outputs except routed ones, whose route is applied to the new
//!   data. So a shuffle's route is worked out once per site while its offsets stay uniform.

use xlane_core::call::Arg;
use xlane_core::registry::Builtin;
use xlane_core::semantics::RoutePlan;
use xlane_core::value::Lanes;

use super::Regs;
use crate::front::program::{BArg, Slot};

/// Sites whose key changed this often, never repeating, are no longer remembered.
const GIVE_UP_AFTER: u32 = 32;

#[derive(Default)]
pub struct SiteCache {
    /// Per function, per op index.
    sites: Vec<Vec<Option<Box<CallSite>>>>,
    /// Evaluations remembered so far, at every site: while it stays the same, so does every
    /// site's version (`Reused::run_tables` then compares none of them).
    remembered: u64,
}

#[derive(Default)]
pub(super) struct CallSite {
    /// The registry check's token, once the check has passed.
    pub(super) checked: Option<xlane_core::call::Checked>,
    last: Option<Last>,
    /// Bumped whenever `last` changes.
    version: u64,
    /// The route table compiled code gathers `last`'s routed output with, and the exec mask it
    /// was worked out for (`calls::compiled_route`); forgotten with `last`.
    pub(super) table: Option<(u64, Box<crate::tiers::jit::RouteTable>)>,
    hits: u32,
    misses: u32,
}

struct Last {
    exec: u64,
    args: Vec<Arg>,
    outputs: Vec<(Lanes, Option<RoutePlan>)>,
}

impl SiteCache {
    #[inline]
    pub(super) fn site(&mut self, func: u32, pc: u32, code_len: usize) -> &mut CallSite {
        // a site seen before: one lookup (the borrow checker cannot yet return from inside
        // a matched `get_mut`, hence the check first)
        if self.sites.get(func as usize).and_then(|ops| ops.get(pc as usize)).is_some_and(Option::is_some) {
            return self.sites[func as usize][pc as usize].as_deref_mut().unwrap();
        }
        self.new_site(func, pc, code_len)
    }

    /// How many evaluations the sites remembered so far ([`CallSite::remember`]).
    #[inline]
    pub(super) fn remembered(&self) -> u64 {
        self.remembered
    }

    /// Remember an evaluation of the call at op `pc` of function `func` (see
    /// [`CallSite::remember`]).
    pub(super) fn remember(&mut self, func: u32, pc: u32, exec: u64, args: &[Arg], outputs: &[xlane_core::semantics::Output]) {
        self.remembered += 1;
        if let Some(site) = self.sites.get_mut(func as usize).and_then(|ops| ops.get_mut(pc as usize)).and_then(|s| s.as_deref_mut()) {
            site.remember(exec, args, outputs);
        }
    }

    #[cold]
    fn new_site(&mut self, func: u32, pc: u32, code_len: usize) -> &mut CallSite {
        let f = func as usize;
        if self.sites.len() <= f {
            self.sites.resize_with(f + 1, Vec::new);
        }
        let ops = &mut self.sites[f];
        if ops.len() < code_len {
            ops.resize_with(code_len, || None);
        }
        ops[pc as usize].get_or_insert_with(Default::default)
    }
}

fn same_arg(a: &Arg, b: &Arg) -> bool {
    match (a, b) {
        (Arg::Imm(x), Arg::Imm(y)) => x == y,
        (Arg::Lanes(x), Arg::Lanes(y)) => x.undef == y.undef && x.bits == y.bits,
        _ => false,
    }
}

/// A remembered output: fixed lanes, or a route applied to one register slot.
pub(super) enum Recalled<'a> {
    Lanes(&'a Lanes),
    Routed { plan: &'a RoutePlan, src: Slot },
}

/// The register slot a plan's single source operand is held in.
fn single_slot(args: &[BArg], plan: Option<&RoutePlan>) -> Option<Slot> {
    match args.get(plan?.single_source()?)? {
        BArg::Slots { slots, .. } if slots.len() == 1 => Some(slots[0]),
        _ => None,
    }
}

impl CallSite {
    /// The outputs of `b(args)` under `exec` if the last evaluation gives them.
    pub(super) fn recall(&mut self, b: &Builtin, exec: u64, args: &[Arg], out: &mut Vec<Lanes>) -> bool {
        if self.gave_up() {
            return false;
        }
        let Some(last) = &self.last else { return false };
        let steer = b.steer.unwrap_or(u32::MAX);
        let same = last.exec == exec && last.args.len() == args.len() && args.iter().zip(&last.args).enumerate().all(|(k, (a, l))| steer >> k.min(31) & 1 == 0 || same_arg(a, l));
        if !same {
            self.misses += 1;
            return false;
        }
        self.hits += 1;
        out.clear();
        for (lanes, route) in &last.outputs {
            out.push(match route {
                Some(r) if b.steer.is_some() => r.apply(args),
                _ => lanes.clone(),
            });
        }
        true
    }

    /// [`CallSite::recall`] decided on the registers, without gathering the operands: true when
    /// the last evaluation gives this call's outputs and every routed output reads one operand
    /// held in one register slot ([`CallSite::recalled`] then gives them). False also when the
    /// call is not of that shape (it takes the general path, which counts the miss).
    pub(super) fn recall_regs(&mut self, b: &Builtin, exec: u64, args: &[BArg], regs: &Regs) -> bool {
        if self.gave_up() {
            return false;
        }
        let Some(last) = &self.last else { return false };
        if last.exec != exec || last.args.len() != args.len() {
            return false;
        }
        let steer = b.steer.unwrap_or(u32::MAX);
        for (k, (a, l)) in args.iter().zip(&last.args).enumerate() {
            if steer >> k.min(31) & 1 == 0 {
                continue;
            }
            let same = match (a, l) {
                (BArg::Imm(x), Arg::Imm(y)) => x == y,
                (BArg::Slots { slots, .. }, Arg::Lanes(y)) if slots.len() == 1 => regs.und(slots[0]) == y.undef && regs.get(slots[0]) == &y.bits,
                _ => false,
            };
            if !same {
                return false;
            }
        }
        for (_, route) in &last.outputs {
            if route.is_some() && b.steer.is_some() && single_slot(args, route.as_ref()).is_none() {
                return false;
            }
        }
        self.hits += 1;
        true
    }

    /// Which evaluation the site remembers (it changes whenever the remembered one does).
    pub(super) fn version(&self) -> u64 {
        self.version
    }

    /// Output `k` of the evaluation [`CallSite::recall_regs`] accepted.
    pub(super) fn recalled(&self, b: &Builtin, args: &[BArg], k: usize) -> Option<Recalled<'_>> {
        let (lanes, route) = self.last.as_ref()?.outputs.get(k)?;
        Some(match route {
            Some(plan) if b.steer.is_some() => Recalled::Routed { plan, src: single_slot(args, Some(plan))? },
            _ => Recalled::Lanes(lanes),
        })
    }

    /// This site's operands never repeated: it is no longer remembered, nor compared (a
    /// ballot of data, a shuffle by data-dependent lanes). Its last evaluation stays as it was.
    #[inline]
    pub(super) fn gave_up(&self) -> bool {
        self.hits == 0 && self.misses >= GIVE_UP_AFTER
    }

    /// Remember an evaluation (unless this site's operands never repeat), in the storage of
    /// the one remembered before.
    fn remember(&mut self, exec: u64, args: &[Arg], outputs: &[xlane_core::semantics::Output]) {
        if self.gave_up() {
            return;
        }
        self.version += 1;
        self.table = None;
        let last = self.last.get_or_insert_with(|| Last { exec, args: vec![], outputs: vec![] });
        last.exec = exec;
        last.args.clear();
        last.args.extend_from_slice(args);
        last.outputs.clear();
        last.outputs.extend(outputs.iter().map(|o| (o.lanes.clone(), o.route.as_ref().map(|r| r.plan()))));
    }
}
