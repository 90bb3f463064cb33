//! The proof, by xlane's own semantics, for every input:
//!
//! * every call is checked again against the registry (availability, legal constants) and
//!   evaluated; its route becomes its effect;
//! * a permutation is run on lane ids: each lane must end with the source lane the spec names
//!   (or zero);
//! * a reduction or scan is run on contributor sets: each needed lane must end with exactly its
//!   goal's source lanes, each once (sets suffice for idempotent operators); a lane that needs
//!   an undefined value, a lane counted twice, or a zero that is not the identity fails it;
//! * a group reduction (`redux`) has no route: its contributor sets come from one-hot probes of
//!   its semantics, and its operator is checked on random inputs.
//!
//! Besides, the sequence is executed through the semantics on random data and compared with a
//! host fold (a test, reported next to the proof).

use crate::candidates;
use crate::fx::{self, Fx, LaneFx};
use crate::op::Op;
use crate::problem::{Goal, Problem};
use crate::state::{PermLane, PermState, SetState};
use crate::step::{ArgVal, Step};
use xlane_core::call::{self, Arg, Site};
use xlane_core::semantics::UndefPolicy;
use xlane_core::Lanes;

#[derive(Debug, Clone)]
pub struct Proof {
    /// What was proven, in one sentence.
    pub statement: String,
    /// For float operators: the association order of the first needed lane's result.
    pub order: Option<String>,
    /// Random inputs run through the semantics and matched against the host reference.
    pub random_inputs: usize,
}

/// Re-derive a chain's effect from the registry and the semantics.
fn chain_effect(p: &Problem, calls: &[crate::step::Call]) -> Result<Fx, String> {
    let mut fxs = vec![];
    for c in calls {
        // Look the row up again by its spelling: the proof does not trust the search's row.
        let (row, _) = xlane_core::registry::lookup(c.row.name, Some(p.target.vendor)).map_err(|d| d.message)?;
        let call = crate::step::Call { row, ..c.clone() };
        let fx = match call.effect(p) {
            Ok(fx) => fx,
            Err(e) if candidates::is_group_row(row) => candidates::group_effect(p, &call).ok_or(e)?,
            Err(e) => return Err(format!("`{}`: {e}", row.name)),
        };
        fxs.push(fx);
    }
    let mut fx = fxs.first().cloned().ok_or("a step without calls")?;
    for outer in &fxs[1..] {
        fx = fx::compose(outer, &fx);
    }
    Ok(fx)
}

/// Re-derive a step's effect: its chain, the lanes its alternatives take, its predicate.
fn effect_of(p: &Problem, step: &Step) -> Result<Fx, String> {
    let mut fx = chain_effect(p, &step.calls)?;
    for alt in &step.alts {
        let afx = chain_effect(p, &alt.calls)?;
        for n in fx::bits(alt.lanes) {
            fx[n as usize] = afx[n as usize];
        }
    }
    if let Some(pred) = step.pred {
        // A predicated step: outside `pred` a combine leaves the lane alone and a move writes
        // the identity (a permutation: zero).
        let outside = if p.is_collective() { LaneFx::Gather(0) } else { LaneFx::Zero };
        for (n, f) in fx.iter_mut().enumerate() {
            if pred >> n & 1 == 0 {
                *f = outside;
            }
        }
    }
    Ok(fx)
}

pub fn prove(p: &Problem, steps: &[Step]) -> Result<Proof, String> {
    let fxs: Vec<Fx> = steps.iter().map(|s| effect_of(p, s)).collect::<Result<_, _>>()?;
    let statement = match &p.goal {
        Goal::Perm { want } => {
            let mut s = PermState::identity(p.wave);
            for f in &fxs {
                s = s.step(f);
            }
            for (n, (got, w)) in s.lanes.iter().zip(want).enumerate() {
                if got != w {
                    return Err(format!("lane {n} ends with {got:?}, the spec wants {w:?}"));
                }
            }
            format!(
                "for every input: run on lane ids through xlane's semantics, each of the {} lanes ends with the source lane the spec names (no lane reads an undefined value)",
                p.wave
            )
        }
        Goal::Collective { alg, want, needed, op, scan, .. } => {
            let mut s = SetState::initial(p.wave);
            for (f, st) in fxs.iter().zip(steps) {
                s = s.step(f, st.combine, *alg);
            }
            for n in fx::bits(*needed) {
                let n = n as usize;
                if s.bad >> n & 1 != 0 {
                    return Err(format!("lane {n} ends undefined or counts a lane twice"));
                }
                if s.sets[n] != want[n] {
                    return Err(format!("lane {n} ends with lanes {:#x}, the goal is {:#x}", s.sets[n], want[n]));
                }
            }
            let what = if *scan { "scan" } else { "reduction" };
            let count = if alg.idempotent { "set (the operator is idempotent)" } else { "multiset, each lane exactly once" };
            format!(
                "for every input: evaluated symbolically through xlane's semantics, each of the {} needed lanes holds the {op} {what} of exactly its segment's source lanes as a {count}; no needed lane depends on an undefined value",
                needed.count_ones(),
                op = op.name()
            )
        }
    };
    let order = match &p.goal {
        Goal::Collective { op, needed, .. } if p.ty.is_float() => Some(association(p, steps, &fxs, *op, needed.trailing_zeros() as usize)),
        _ => None,
    };
    let random_inputs = run_random(p, steps, 16)?;
    Ok(Proof { statement, order, random_inputs })
}

/// The expression tree a lane's result is computed by (`((l0 + l1) + (l2 + l3))`).
fn association(p: &Problem, steps: &[Step], fxs: &[Fx], op: Op, lane: usize) -> String {
    let sym = match op {
        Op::Add => " + ",
        Op::Min => " min ",
        _ => " max ",
    };
    let mut e: Vec<String> = (0..p.wave).map(|n| format!("l{n}")).collect();
    for (f, st) in fxs.iter().zip(steps) {
        let moved: Vec<Option<String>> = f
            .iter()
            .map(|g| match g {
                LaneFx::Gather(0) => None,
                LaneFx::Gather(m) => Some(fx::bits(*m).map(|j| e[j as usize].clone()).collect::<Vec<_>>().join(sym)),
                _ => Some("undef".into()),
            })
            .collect();
        e = e
            .iter()
            .zip(moved)
            .map(|(own, m)| match (st.combine, m) {
                (true, Some(m)) => format!("({own}{sym}{m})"),
                (true, None) => own.clone(),
                (false, Some(m)) => m,
                (false, None) => "identity".into(),
            })
            .collect();
    }
    e[lane].clone()
}

/// Run the sequence on random values through the semantics and compare with the host.
fn run_random(p: &Problem, steps: &[Step], trials: usize) -> Result<usize, String> {
    let site = Site { target: p.target, wave: p.wave, exec: xlane_core::value::wave_mask(p.wave), policy: UndefPolicy::Strict };
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..trials {
        let input: Vec<u64> = (0..p.wave)
            .map(|_| {
                let r = rand() & p.ty.mask();
                // Small floats keep sums exact in any order; the order is reported separately.
                if p.ty.is_float() {
                    float_small(p, r)
                } else {
                    r
                }
            })
            .collect();
        let mut v = Lanes::from_slice(&input);
        for st in steps {
            let mut t = run_chain(p, &site, &st.calls, &v)?;
            for alt in &st.alts {
                let a = run_chain(p, &site, &alt.calls, &v)?;
                for n in fx::bits(alt.lanes) {
                    match a.get(n) {
                        Some(x) => t.set(n, x),
                        None => t.set_undef(n),
                    }
                }
            }
            v = match &p.goal {
                Goal::Collective { op, .. } if st.combine => Lanes::from_fn(p.wave, |n| {
                    if st.pred.is_some_and(|m| m >> n & 1 == 0) {
                        return v.bits[n as usize];
                    }
                    op.apply(p.ty, v.bits[n as usize], t.bits[n as usize])
                }),
                Goal::Collective { op, .. } => match st.pred {
                    Some(m) => Lanes::from_fn(p.wave, |n| if m >> n & 1 != 0 { t.bits[n as usize] } else { op.identity(p.ty) }),
                    None => t,
                },
                _ => match st.pred {
                    Some(m) => {
                        let mut z = t.clone();
                        for n in fx::bits(!m & xlane_core::value::wave_mask(p.wave)) {
                            z.set(n, 0);
                        }
                        z
                    }
                    None => t,
                },
            };
        }
        let want = reference(p, &input);
        let needed = match &p.goal {
            Goal::Collective { needed, .. } => *needed,
            Goal::Perm { .. } => xlane_core::value::wave_mask(p.wave),
        };
        for n in fx::bits(needed) {
            if v.get(n).map(|x| x & p.ty.mask()) != Some(want[n as usize]) {
                return Err(format!("random input: lane {n} computed {:?}, the host reference is {:#x}", v.get(n), want[n as usize]));
            }
        }
    }
    Ok(trials)
}

fn float_small(p: &Problem, r: u64) -> u64 {
    let x = (r % 2001) as f64 - 1000.0;
    if p.ty.bits() == 32 {
        (x as f32).to_bits() as u64
    } else {
        x.to_bits()
    }
}

/// A chain of calls on concrete values: each call reads the previous one's result.
fn run_chain(p: &Problem, site: &Site, calls: &[crate::step::Call], data: &Lanes) -> Result<Lanes, String> {
    let mut t = data.clone();
    for c in calls {
        t = run_call(p, site, c, &t)?;
    }
    Ok(t)
}

/// One call on concrete values (64-bit data through a 32-bit row moves in two halves).
fn run_call(p: &Problem, site: &Site, c: &crate::step::Call, data: &Lanes) -> Result<Lanes, String> {
    let row_bits = c.elem_ty(p).bits();
    let halves: &[u32] = if p.ty.bits() == 64 && row_bits == 32 { &[0, 32] } else { &[0] };
    let mut out = Lanes::splat(0);
    for &shift in halves {
        let part = Lanes::from_fn(p.wave, |n| if halves.len() == 2 { data.bits[n as usize] >> shift & 0xFFFF_FFFF } else { data.bits[n as usize] });
        let mut part = part;
        part.undef = data.undef;
        let mut args = c.sem_args(p, &part);
        if halves.len() == 2 {
            // The identity splits too.
            for (a, v) in args.iter_mut().zip(&c.args) {
                if *v == ArgVal::Identity {
                    if let Goal::Collective { op, .. } = &p.goal {
                        *a = Arg::Lanes(Lanes::splat(op.identity(p.ty) >> shift & 0xFFFF_FFFF));
                    }
                }
            }
        }
        let r = call::evaluate_builtin(c.row, c.elem_ty(p), site, &args).map_err(|d| d.message)?;
        let o = &r.outputs[c.output.min(r.outputs.len() - 1)].lanes;
        for n in 0..p.wave {
            match o.get(n) {
                Some(x) => out.bits[n as usize] |= (x & if halves.len() == 2 { 0xFFFF_FFFF } else { u64::MAX }) << shift,
                None => out.set_undef(n),
            }
        }
    }
    Ok(out)
}

/// The host reference: what each lane must hold.
pub fn reference(p: &Problem, input: &[u64]) -> Vec<u64> {
    match &p.goal {
        Goal::Perm { want } => want
            .iter()
            .map(|w| match w {
                PermLane::Src(s) => input[*s as usize],
                _ => 0,
            })
            .collect(),
        Goal::Collective { op, want, .. } => want.iter().map(|set| fx::bits(*set).map(|j| input[j as usize]).fold(op.identity(p.ty), |a, b| op.apply(p.ty, a, b))).collect(),
    }
}
