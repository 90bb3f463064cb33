//! The candidate steps: every movement row of the registry available on the target and wave,
//! with argument values drawn from each parameter's legal values (checked by the row itself),
//! evaluated by xlane's semantics. Nothing here knows what a row does: a row is a candidate
//! when its semantics returns a route, and its effect is that route.
//!
//! Parameters are filled by what they are (their registry name and kind): the data and `old`
//! operands, constant controls (every value the row's legality rule accepts, for DPP16
//! controls; structured families for the 16-bit swizzle offset and the dpp8/permlane
//! selectors, whose full spaces are too large to walk), uniform lane numbers, shuffle
//! operands. Per-lane operands (addresses, per-lane selectors) and large selector spaces are
//! also derived from the goal during the search (`derived`).

use crate::cost::{self, Class, Cost};
use crate::fx::{Fx, LaneFx};
use crate::problem::Problem;
use crate::step::{ArgVal, Call, Step};
use std::collections::HashMap;
use xlane_core::registry::{self, Builtin, Insn, Level, Ret, Ty};

/// The candidate moves of a problem, each with its effect, deduplicated by effect.
pub struct Candidates {
    pub moves: Vec<Step>,
    /// `v = v op move(v)` steps (and group reductions, whose step replaces `v`).
    pub combines: Vec<Step>,
    /// The DPP16 row's identity move (quad_perm [0,1,2,3]) with full masks, when the target
    /// has one: the masking stage a non-DPP move goes through to combine into some rows only.
    pub dpp_identity: Option<Call>,
    /// Some call that leaves every lane where it is (the DPP identity, a shuffle xor 0): the
    /// carrier of a select step (zero-filling a permutation's lanes).
    pub noop: Option<Call>,
}

/// Rows that take part: clang builtins of the target's vendor, available on it.
pub fn rows(p: &Problem) -> Vec<&'static Builtin> {
    registry::all()
        .filter(|b| b.level == Level::ClangBuiltin && b.vendor() == p.target.vendor)
        .filter(|b| b.check_avail(p.target, p.wave).is_ok())
        .filter(|b| !matches!(b.ret, Ret::Void))
        .filter(|b| data_type_fits(b, p))
        .collect()
}

/// A row with a fixed integer data type moves any data as bits (a float through a bit cast,
/// 64-bit data in 32-bit halves: the AMD cross-row moves `permlanex16`, `readlane`,
/// `ds_swizzle`… take `int` only); a row with a fixed float type serves floats of its width
/// (the `_f32` shuffles duplicate the `_i32` ones).
fn data_type_fits(b: &Builtin, p: &Problem) -> bool {
    b.params.iter().filter(|q| role_of(q.name) == Some(ParamRole::Data)).all(|q| match q.ty {
        Ty::T => true,
        Ty::Fixed(t) => !t.is_float() || p.ty.is_float() && t.bits() == p.ty.bits(),
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ParamRole {
    Data,
    Old,
    DppCtrl,
    FullMask,
    Flag,
    NoFlag,
    Dpp8Sel,
    SwizzlePattern,
    LaneSelLo,
    LaneSelHi,
    Lane,
    Addr,
    WarpMask,
    ShflB,
    ShflC,
}

/// What a parameter is, by its registry name.
fn role_of(name: &str) -> Option<ParamRole> {
    use ParamRole::*;
    Some(match name {
        "src" | "var" | "a" | "src0_old" | "value" => Data,
        "old" | "vdst_old" => Old,
        "dpp_ctrl" => DppCtrl,
        "row_mask" | "bank_mask" => FullMask,
        "bound_ctrl" => Flag,
        "fi" | "bc" => NoFlag,
        "sel" => Dpp8Sel,
        "pattern" => SwizzlePattern,
        "lanesel_lo" => LaneSelLo,
        "lanesel_hi" => LaneSelHi,
        "lane" => Lane,
        "addr" => Addr,
        "mask" => WarpMask,
        "b" => ShflB,
        "c" => ShflC,
        _ => return None,
    })
}

/// The values tried for one parameter.
fn values(role: ParamRole, p: &Problem) -> Vec<ArgVal> {
    use ParamRole::*;
    let w = p.wave as u64;
    match role {
        Data => vec![ArgVal::Data],
        Old if p.is_collective() => vec![ArgVal::Identity],
        Old => vec![ArgVal::Data],
        // Every encoding; the row's legality rule refuses the ones the target lacks.
        DppCtrl => (0..0x170).map(ArgVal::Imm).collect(),
        FullMask => vec![ArgVal::Imm(0xf)],
        Flag => vec![ArgVal::Imm(0), ArgVal::Imm(1)],
        NoFlag => vec![ArgVal::Imm(0)],
        Dpp8Sel => families(8).into_iter().map(|s| ArgVal::Imm(pack(&s, 3))).collect(),
        SwizzlePattern => swizzle_offsets().into_iter().map(ArgVal::Imm).collect(),
        LaneSelLo => families(16).into_iter().map(|s| ArgVal::Uniform(pack(&s, 4))).collect(),
        LaneSelHi => vec![ArgVal::Uniform(0)], // filled from lanesel_lo (see `fill_pairs`)
        Lane => (0..w).map(ArgVal::Uniform).collect(),
        Addr => (1..w).map(|k| ArgVal::PerLane((0..w).map(|n| 4 * (n ^ k)).collect())).collect(),
        WarpMask => vec![ArgVal::Uniform(0xFFFF_FFFF)],
        ShflB => (0..32).map(ArgVal::Uniform).collect(),
        ShflC => shfl_c_values().into_iter().map(ArgVal::Uniform).collect(),
    }
}

/// Structured selector families over a group of `g` lanes: rotations, xors, broadcasts and
/// the reversal (entry i = the source of lane i).
fn families(g: u64) -> Vec<Vec<u64>> {
    let mut v = vec![];
    for k in 0..g {
        v.push((0..g).map(|i| (i + k) % g).collect());
        v.push((0..g).map(|i| i ^ k).collect());
        v.push(vec![k; g as usize]);
    }
    v.push((0..g).map(|i| g - 1 - i).collect());
    v
}

fn pack(sel: &[u64], bits: u32) -> u64 {
    sel.iter().enumerate().map(|(i, &s)| s << (bits * i as u32)).sum()
}

/// ds_swizzle offsets (LLVM SIDefines.h Swizzle encodings, as codec::swizzle documents):
/// bitmask mode (and/or/xor at bits 0/5/10) for xors and group broadcasts, every quad_perm
/// (0x8000 | sel), and the rotate mode (0xC000 | dir << 10 | amount << 5).
fn swizzle_offsets() -> Vec<u64> {
    let mut v: Vec<u64> = (1..32).map(|x| 0x1F | x << 10).collect();
    for g in [2u64, 4, 8, 16, 32] {
        for k in 0..g {
            v.push((0x1F & !(g - 1)) | k << 5);
        }
    }
    v.extend((0..256).map(|q| 0x8000 | q));
    for dir in 0..2 {
        v.extend((1..32).map(|r| 0xC000 | dir << 10 | r << 5));
    }
    v
}

/// `c` operands of `shfl.sync`: the CUDA header's value for every legal width, with and
/// without the clamp bits (the `up` form omits them).
fn shfl_c_values() -> Vec<u64> {
    use xlane_core::semantics::nvidia::shfl::{cuda_c, Mode};
    let mut v = vec![];
    for w in [1u32, 2, 4, 8, 16, 32] {
        v.push(cuda_c(Mode::Up, w) as u64);
        v.push(cuda_c(Mode::Idx, w) as u64);
    }
    v.dedup();
    v
}

/// Every argument list for `row` from the parameter values (a product), or `None` when a
/// parameter is not one the synthesiser knows how to fill.
fn arg_lists(row: &Builtin, p: &Problem) -> Option<Vec<Vec<ArgVal>>> {
    let roles: Vec<ParamRole> = row.params.iter().map(|q| role_of(q.name)).collect::<Option<_>>()?;
    if !roles.contains(&ParamRole::Data) {
        return None;
    }
    let mut lists: Vec<Vec<ArgVal>> = vec![vec![]];
    for r in &roles {
        let vals = values(*r, p);
        lists = lists.into_iter().flat_map(|l| vals.iter().map(move |v| [l.clone(), vec![v.clone()]].concat())).collect();
    }
    for l in &mut lists {
        fill_pairs(&roles, l);
    }
    Some(lists)
}

/// A 64-bit selector family entry goes into `lanesel_lo` (low word) and `lanesel_hi`.
fn fill_pairs(roles: &[ParamRole], args: &mut [ArgVal]) {
    let lo = roles.iter().position(|r| *r == ParamRole::LaneSelLo);
    let hi = roles.iter().position(|r| *r == ParamRole::LaneSelHi);
    if let (Some(lo), Some(hi)) = (lo, hi) {
        if let ArgVal::Uniform(sel) = args[lo] {
            args[lo] = ArgVal::Uniform(sel & 0xFFFF_FFFF);
            args[hi] = ArgVal::Uniform(sel >> 32);
        }
    }
}

/// Setup instructions an argument list needs: a per-lane operand needs the lane id and an
/// address computation; a uniform selector that is not an inline constant (-16..64) needs an
/// `s_mov`.
fn setup_of(args: &[ArgVal], p: &Problem) -> u32 {
    args.iter()
        .map(|a| match a {
            ArgVal::PerLane(_) if p.target.is_amd() => 3, // mbcnt lo/hi, the address arithmetic
            ArgVal::PerLane(_) => 2,                      // %laneid, the index arithmetic
            ArgVal::Uniform(v) if p.target.is_amd() && !(-16..=64).contains(&(*v as u32 as i32)) => 1,
            _ => 0,
        })
        .sum()
}

/// The cost of a move step made of these calls.
pub fn step_cost(p: &Problem, calls: &[Call], combine: bool) -> Option<(Cost, Class)> {
    let words = p.words();
    let first = cost::class_of(calls[0].row)?;
    let mut c = Cost::ZERO;
    for call in calls {
        let class = cost::class_of(call.row)?;
        // A generic DPP16 row moves 64-bit data as two dwords too (clang splits update.dpp.i64).
        c = c + cost::move_cost(p.target, class, words);
        c.setup += setup_of(&call.args, p);
    }
    if combine {
        let last = cost::class_of(calls[calls.len() - 1].row)?;
        // GCNDPPCombine folds a DPP16 move whose `old` is the identity into the 32-bit VALU
        // combine that reads it (v_add_u32_dpp); 64-bit combines have no DPP form.
        let lastc = &calls[calls.len() - 1];
        // With bound_ctrl set, llc-22 folds only when zero is the identity (checked on its
        // output: v_max_i32 with row_bcast:15 bound_ctrl:1 stays a v_mov_b32_dpp + v_max).
        let zero_fill = lastc.row.params.iter().zip(&lastc.args).any(|(q, a)| q.name == "bound_ctrl" && *a == ArgVal::Imm(1));
        let zero_is_identity = matches!(&p.goal, crate::problem::Goal::Collective { op, .. } if op.identity(p.ty) == 0);
        // On targets with v_bitop3 (gfx950, gfx1250) llc-22 merges a chain of and/or/xor
        // combines into three-input bitop3s instead, and the DPP moves stay unfolded.
        let bitop3 = p.target.has(xlane_core::target::feat::BITOP3_INSTS)
            && matches!(&p.goal, crate::problem::Goal::Collective { op, .. } if matches!(op, crate::op::Op::And | crate::op::Op::Or | crate::op::Op::Xor));
        let folds = last == Class::Dpp16 && words == 1 && lastc.args.contains(&ArgVal::Identity) && (!zero_fill || zero_is_identity) && !bitop3;
        if folds {
            c.insts -= 1;
            c.cycles -= cost::cycles::AMD_VALU;
        }
        c = c + cost::combine_cost(p.target, words);
    }
    Some((c, first))
}

/// Does some lane read a lane of another row of 16?
fn crosses_rows(fx: &Fx) -> bool {
    fx.iter().enumerate().any(|(n, f)| matches!(f, LaneFx::Gather(m) if crate::fx::bits(*m).any(|j| j / 16 != n as u32 / 16)))
}

fn is_noop(fx: &Fx) -> bool {
    fx.iter().enumerate().all(|(n, f)| *f == LaneFx::Gather(1 << n))
}

/// Enumerate the fixed candidates: every move (`v = move(v)`), and every combine
/// (`v = v op move(v)`) for collectives, each deduplicated by effect at its own cost.
pub fn enumerate(p: &Problem) -> Candidates {
    let mut moves: HashMap<Fx, Step> = HashMap::new();
    let mut combines: HashMap<Fx, Step> = HashMap::new();
    let mut dpp_identity = None;
    let mut noop: Option<Call> = None;
    let keep = |map: &mut HashMap<Fx, Step>, step: Step| match map.get(&step.fx) {
        Some(s) if s.cost <= step.cost => {}
        _ => {
            map.insert(step.fx.clone(), step);
        }
    };
    for row in rows(p) {
        if cost::class_of(row) == Some(Class::Redux) {
            if let Some(step) = redux_step(p, row) {
                keep(&mut combines, step);
            }
            continue;
        }
        let Some(lists) = arg_lists(row, p) else { continue };
        let outputs = if matches!(row.ret, Ret::Pair(_)) { 2 } else { 1 };
        for args in lists {
            for output in 0..outputs {
                let call = Call { row, args: args.clone(), output };
                let Ok(fx) = call.effect(p) else { continue };
                if is_noop(&fx) {
                    let cheaper = |c: &Call| cost::class_of(c.row).map(|k| cost::move_cost(p.target, k, 1)) < cost::class_of(row).map(|k| cost::move_cost(p.target, k, 1));
                    if noop.as_ref().is_none_or(|c| !cheaper(c)) && !matches!(row.ret, Ret::Pair(_)) {
                        noop = Some(call.clone());
                    }
                    if cost::class_of(row) == Some(Class::Dpp16) && dpp_identity.is_none() && args.contains(&ArgVal::Imm(0)) && row.params.iter().any(|q| q.name == "old") {
                        dpp_identity = Some(call);
                    }
                    continue;
                }
                if fx.iter().all(|f| *f == LaneFx::Undef) {
                    continue;
                }
                if let Some((cost, class)) = step_cost(p, std::slice::from_ref(&call), false) {
                    keep(&mut moves, Step { calls: vec![call.clone()], combine: false, fx: fx.clone(), cost, class, pred: None, alts: vec![] });
                }
                if p.is_collective() {
                    // A shuffle's combine is predicated on the lanes that read a source.
                    let idempotent = matches!(&p.goal, crate::problem::Goal::Collective { op, .. } if op.idempotent());
                    // An idempotent operator may take the lane's own value again: no predicate.
                    let pfx = match predicate_row(row) {
                        Some(prow) => Call { row: prow, args: args.clone(), output: 0 }.effect(p).unwrap_or(fx.clone()),
                        None => fx.clone(),
                    };
                    let off: u64 = pfx.iter().zip(&fx).enumerate().filter(|(_, (a, b))| a != b).fold(0, |m, (n, _)| m | 1 << n);
                    let pred = (off != 0).then(|| xlane_core::value::wave_mask(p.wave) & !off);
                    let (cfx, cpred) = if idempotent { (fx.clone(), None) } else { (pfx.clone(), pred) };
                    if let Some((cost, class)) = step_cost(p, std::slice::from_ref(&call), true) {
                        keep(&mut combines, Step { calls: vec![call.clone()], combine: true, fx: cfx, cost, class, pred: cpred, alts: vec![] });
                        // A move that crosses rows also comes with every row mask: which rows
                        // take it is the scan's choice (row_bcast:15 into rows 1 and 3 only).
                        if crosses_rows(&fx) {
                            for rm in 1..0xF {
                                let Some(masked) = with_masks(&call, rm, 0xF) else { break };
                                let Ok(mfx) = masked.effect(p) else { continue };
                                keep(&mut combines, Step { calls: vec![masked], combine: true, fx: mfx, cost, class, pred: None, alts: vec![] });
                            }
                        }
                    }
                    // A predicated move: lanes whose predicate is false take the identity (a
                    // select after the shuffle), as an exclusive scan's first lane must.
                    if pred.is_some() {
                        if let Some((cost, class)) = step_cost(p, std::slice::from_ref(&call), false) {
                            let cost = cost + cost::combine_cost(p.target, p.words());
                            keep(&mut moves, Step { calls: vec![call], combine: false, fx: pfx, cost, class, pred, alts: vec![] });
                        }
                    }
                }
            }
        }
    }
    let sorted = |m: HashMap<Fx, Step>| {
        let mut v: Vec<Step> = m.into_values().collect();
        v.sort_by(|a, b| a.cost.cmp(&b.cost).then_with(|| a.text(None).cmp(&b.text(None))));
        v
    };
    Candidates { moves: sorted(moves), combines: sorted(combines), dpp_identity, noop }
}

/// A row that computes a value over a group (`redux.sync`) is a candidate combine when it
/// computes the problem's operator. Its contributor sets come from one-hot probes of its
/// semantics (a lane contributes to lane n when changing it changes n's result, against a
/// zero and an all-ones background), and the operator is checked on random inputs against
/// the host's fold over those sets.
fn redux_step(p: &Problem, row: &'static Builtin) -> Option<Step> {
    let call = group_call(p, row)?;
    let fx = group_effect(p, &call)?;
    let (cost, class) = step_cost(p, std::slice::from_ref(&call), false)?;
    let cost = match split_redux_cycles(p) {
        Some((c, _)) => Cost { setup: 0, cycles: c, ..cost },
        None => Cost { setup: 0, ..cost },
    };
    Some(Step { calls: vec![call], combine: false, fx, cost, class, pred: None, alts: vec![] })
}

/// Is the row one that computes over a group rather than moving (class `Redux`)?
pub fn is_group_row(row: &Builtin) -> bool {
    cost::class_of(row) == Some(Class::Redux)
}

/// A group reduction with per-segment member masks splits the warp into `wave / width` groups
/// that run one after another: its measured cycles (and the figure as printed), where
/// measured (`cost::cycles::NV_REDUX_SPLIT`).
pub fn split_redux_cycles(p: &Problem) -> Option<(u32, &'static str)> {
    if p.width == p.wave || !p.target.is_nvidia() {
        return None;
    }
    let groups = p.wave / p.width;
    cost::cycles::NV_REDUX_SPLIT.iter().find(|(g, _, _)| *g == groups).map(|(_, c, s)| (*c, *s))
}

/// Under the default objective, the group reduction a split member mask would give (one
/// instruction, fewer than any shuffle sequence) is no candidate: its row and measured
/// figure, for the output to say so. None when no such row computes the problem's operator.
pub fn rejected_split_redux(p: &Problem) -> Option<(&'static str, &'static str)> {
    let (_, figure) = split_redux_cycles(p)?;
    if p.words() != 1 || !matches!(p.spec, crate::spec::Spec::Reduce(_)) {
        return None;
    }
    cost::with_objective(cost::Objective::Cycles, || {
        rows(p).into_iter().filter(|r| is_group_row(r)).find_map(|row| {
            let call = group_call(p, row)?;
            group_effect(p, &call)?;
            Some((row.name, figure))
        })
    })
}

/// The call of a group row with the data and per-segment member masks.
fn group_call(p: &Problem, row: &'static Builtin) -> Option<Call> {
    // Only a warp-uniform member mask: lanes passing different masks split the warp into
    // groups that run one after another (H200: 4.9x the full-warp latency for two 16-lane
    // groups, 9.4x for four groups of 8; BENCHMARKS.md), which the cost model cannot price
    // as one instruction.
    if p.words() != 1 || p.width != p.wave && (cost::objective() != cost::Objective::Cycles || split_redux_cycles(p).is_none()) {
        return None;
    }
    let w = p.wave as u64;
    let seg = |n: u64| {
        let width = p.width as u64;
        let m = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
        m << (n / width * width)
    };
    let args: Vec<ArgVal> = row
        .params
        .iter()
        .map(|q| match role_of(q.name) {
            Some(ParamRole::Data) => Some(ArgVal::Data),
            Some(ParamRole::WarpMask) => Some(ArgVal::PerLane((0..w).map(seg).collect())),
            _ => None,
        })
        .collect::<Option<_>>()?;
    Some(Call { row, args, output: 0 })
}

/// The effect of a group call: contributor sets by one-hot probes, the operator checked on
/// random inputs. `None` when the row does not compute the problem's operator.
pub fn group_effect(p: &Problem, call: &Call) -> Option<Fx> {
    let crate::problem::Goal::Collective { op, .. } = &p.goal else { return None };
    let row = call.row;
    let w = p.wave as u64;
    let run = |vals: &[u64]| -> Option<Vec<Option<u64>>> {
        let site = xlane_core::call::Site { target: p.target, wave: p.wave, exec: xlane_core::value::wave_mask(p.wave), policy: xlane_core::semantics::UndefPolicy::Strict };
        let data = xlane_core::Lanes::from_slice(vals);
        let a = call.sem_args(p, &data);
        let r = xlane_core::call::evaluate_builtin(row, call.elem_ty(p), &site, &a).ok()?;
        let l = &r.outputs.first()?.lanes;
        Some((0..p.wave).map(|n| l.get(n).map(|v| v & p.ty.mask())).collect())
    };
    let mut sets = vec![0u64; w as usize];
    for bg in [0u64, p.ty.mask()] {
        let base = run(&vec![bg; w as usize])?;
        for j in 0..w {
            let mut v = vec![bg; w as usize];
            v[j as usize] = bg ^ 1;
            let out = run(&v)?;
            for n in 0..w as usize {
                if out[n] != base[n] {
                    sets[n] |= 1 << j;
                }
            }
        }
    }
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..8 {
        let vals: Vec<u64> = (0..w)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed & p.ty.mask()
            })
            .collect();
        let out = run(&vals)?;
        for n in 0..w as usize {
            let want = crate::fx::bits(sets[n]).map(|j| vals[j as usize]).reduce(|a, b| op.apply(p.ty, a, b))?;
            if out[n] != Some(want) {
                return None;
            }
        }
    }
    Some(sets.iter().map(|&s| LaneFx::Gather(s)).collect())
}

/// The DPP16 call with its masks replaced, when it is a DPP16 call.
pub fn with_masks(call: &Call, row_mask: u64, bank_mask: u64) -> Option<Call> {
    let mut c = call.clone();
    let mut found = 0;
    for (q, a) in c.row.params.iter().zip(c.args.iter_mut()) {
        match q.name {
            "row_mask" => {
                *a = ArgVal::Imm(row_mask);
                found += 1;
            }
            "bank_mask" => {
                *a = ArgVal::Imm(bank_mask);
                found += 1;
            }
            _ => {}
        }
    }
    (found == 2).then_some(c)
}

/// The `.p` sibling of a shuffle row (`llvm.nvvm.shfl.sync.up.i32` → `…i32p`), whose
/// predicate output says which lanes read a source: the intrinsic row with the same PTX
/// instruction and operands as the intrinsic the row calls that also returns the predicate.
pub fn predicate_row(row: &Builtin) -> Option<&'static Builtin> {
    let (via, _) = registry::lookup(row.lower.intrinsic, Some(row.vendor())).ok()?;
    let (Ret::One(t), Insn::Ptx(_)) = (via.ret, via.lower.insn) else { return None };
    registry::all().find(|b| b.level == Level::Intrinsic && b.lower.insn == via.lower.insn && b.ret == Ret::WithPred(t) && b.params.len() == row.params.len())
}
