//! Best-first search (A*) over symbolic states with an admissible bound; exact when it
//! finishes, otherwise it reports the lower bound it reached.
//!
//! * Permutations: states are "which source lane each lane holds". The bound is one step's
//!   cost when the state is not the goal. A state that lost a value the goal needs is dead.
//!   Besides the fixed candidates, every state gets the moves derived from its residual
//!   permutation (per-lane addresses and selectors, through the codecs).
//! * Reductions and scans: states are per-lane contributor sets. A combine at most doubles
//!   the largest set, and lane n after j steps holds at most |s_n| + M(2^j − 1) lanes (M the
//!   largest set now), which bounds the steps left; a row that gathers a whole group at once
//!   (`redux`) lowers the bound to one step.

use crate::candidates::{self, Candidates};
use crate::cost::{Class, Cost};
use crate::fx::{self, Fx, LaneFx};
use crate::merge;
use crate::problem::{Goal, Problem};
use crate::state::{Algebra, FastMap, LaneSrc, PermLane, PermState, SetState};
use crate::step::{ArgVal, Call, Step};
use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};
#[allow(unused_imports)]
use std::hash::Hash;
use std::time::{Duration, Instant};

/// Limits of one search.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    pub expansions: usize,
    pub time: Duration,
}

impl Budget {
    /// A budget of expanded states only, no clock: the same answer on any machine, under any
    /// load (tests).
    pub fn steps(expansions: usize) -> Budget {
        Budget { expansions, time: Duration::MAX }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { expansions: 200_000, time: Duration::from_secs(std::env::var("XLANE_SYNTH_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(8)) }
    }
}

#[derive(Debug, Clone)]
pub struct Found {
    pub steps: Vec<Step>,
    pub cost: Cost,
    /// True when the search proved no sequence with fewer instructions (setup included)
    /// exists among the candidates; cycles only break ties among those it met.
    pub optimal: bool,
    /// Every sequence of fewer total instructions than `lower_bound.insts` was ruled out.
    pub lower_bound: Cost,
    pub expanded: usize,
}

thread_local! {
    static PROGRESS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run `f` with this thread's searches reporting progress on stderr (`xlane synth --progress`,
/// or stderr a terminal): states expanded, the bound reached and the best sequence so far, at
/// most four times a second, the line cleared at the end.
pub fn with_progress<R>(on: bool, f: impl FnOnce() -> R) -> R {
    let before = PROGRESS.with(|c| c.replace(on));
    let r = f();
    PROGRESS.with(|c| c.set(before));
    if on {
        eprint!("\r\x1b[K");
    }
    r
}

/// One progress line, when asked for and due.
fn report_progress(last: &mut Instant, expanded: usize, f: u32, best: Option<u32>, budget: &Budget) {
    if !PROGRESS.with(|c| c.get()) || last.elapsed() < Duration::from_millis(250) {
        return;
    }
    *last = Instant::now();
    let best = best.map_or("none yet".to_string(), |b| b.to_string());
    eprint!("\rsynth: {expanded} of at most {} states expanded; bound {f}, best {best} ({})\x1b[K", budget.expansions, crate::cost::objective().name());
}

/// A generated node: how to rebuild its state (its parent's expanded state and one step)
/// and its cost so far. States are kept only for expanded nodes; the open list holds these
/// small records, and duplicate detection a 128-bit hash of each state.
struct Node {
    g: Cost,
    /// (index of the parent in `expanded`, arena index of the step).
    parent: Option<(usize, usize)>,
    /// For tracing back: the parent's node index.
    parent_node: usize,
}

fn hash64<S: std::hash::Hash>(s: &S) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault};
    BuildHasherDefault::<crate::state::FastHasher>::default().hash_one(s)
}

/// The generic A* loop. `expand` yields (step index in the arena, next state); `h` bounds the
/// cost left (`None`: dead end); `done` tests the goal; `progress` breaks ties between equal
/// bounds (more progress first). Ordered by total instructions; cycles break ties only.
#[allow(clippy::too_many_arguments)]
fn astar<S: Clone + Eq + std::hash::Hash>(
    start: S,
    budget: Budget,
    arena: &mut Vec<Step>,
    expand: &mut impl FnMut(&S, Cost, Option<Cost>, &mut Vec<Step>, &mut Vec<(usize, S)>),
    h: &impl Fn(&S) -> Option<Cost>,
    done: &impl Fn(&S) -> bool,
    progress: &impl Fn(&S) -> u32,
    apply: impl Fn(&S, &Step) -> S,
    seed: Option<Found>,
) -> Option<Found> {
    let t0 = Instant::now();
    let mut last_report = t0;
    // The seed (from the beam) bounds the search: only strictly fewer instructions count.
    let bound = seed.as_ref().map(|f| f.cost.primary());
    let mut nodes: Vec<Node> = vec![Node { g: Cost::ZERO, parent: None, parent_node: 0 }];
    let mut states: Vec<(S, usize)> = vec![];
    let mut pending: FastMap<usize, S> = FastMap::default();
    pending.insert(0, start.clone());
    let mut seen: FastMap<u64, Cost> = FastMap::default();
    seen.insert(hash64(&start), Cost::ZERO);
    let mut open = BinaryHeap::new();
    open.push(Reverse((h(&start)?.primary(), Reverse(progress(&start)), Reverse(0usize), 0usize)));
    let mut best: Option<(Cost, usize)> = None;
    let mut expanded = 0;
    let mut lower = Cost::ZERO;
    let mut exhausted = true;
    // The children of one expansion, in a buffer kept across expansions (a state is 520 bytes
    // and an expansion has about a thousand children: a new vector each time was a large share
    // of the search's time, in copies and page faults).
    let mut kids: Vec<(usize, S)> = Vec::new();
    let trace = std::env::var_os("XLANE_SYNTH_TRACE").is_some();
    while let Some(Reverse((f, _, _, id))) = open.pop() {
        lower = Cost { insts: f, setup: 0, cycles: 0 };
        if bound.is_some_and(|b| f >= b) {
            break;
        }
        if let Some((bc, _)) = best {
            if f >= bc.primary() {
                return Some(finish(&nodes, arena, best.map(|b| b.1)?, true, bc, expanded));
            }
        }
        let g = nodes[id].g;
        let state = match pending.remove(&id) {
            Some(s) => s,
            None => {
                let (pi, si) = nodes[id].parent?;
                apply(&states[pi].0, &arena[si])
            }
        };
        if seen.get(&hash64(&state)).is_some_and(|&c| c < g) {
            continue;
        }
        expanded += 1;
        report_progress(&mut last_report, expanded, f, best.map(|b| b.0.primary()).or(bound), &budget);
        if trace && expanded % 1000 == 1 {
            eprintln!("expand #{expanded} f={f} g={g:?} open={}", open.len());
        }
        if expanded > budget.expansions || t0.elapsed() > budget.time {
            exhausted = false;
            break;
        }
        let me = states.len();
        states.push((state.clone(), id));
        kids.clear();
        expand(&state, g, best.map(|b| b.0), arena, &mut kids);
        for &(si, ref next) in &kids {
            let g2 = g + arena[si].cost;
            if best.is_some_and(|(bc, _)| g2 >= bc) {
                continue;
            }
            // One look-up: a state met at no greater cost is skipped, a new or cheaper one
            // recorded once it passes the bounds below.
            let slot = match seen.entry(hash64(next)) {
                Entry::Occupied(e) if *e.get() <= g2 => continue,
                e => e,
            };
            let Some(hn) = h(next) else { continue };
            if best.is_some_and(|(bc, _)| (g2 + hn).primary() > bc.primary()) || bound.is_some_and(|b| (g2 + hn).primary() >= b) {
                continue;
            }
            match slot {
                Entry::Occupied(mut e) => *e.get_mut() = g2,
                Entry::Vacant(e) => {
                    e.insert(g2);
                }
            }
            nodes.push(Node { g: g2, parent: Some((me, si)), parent_node: id });
            let nid = nodes.len() - 1;
            if done(next) {
                best = Some((g2, nid));
                continue;
            }
            open.push(Reverse(((g2 + hn).primary(), Reverse(progress(next)), Reverse(nid), nid)));
        }
    }
    let Some((bc, id)) = best else {
        // Nothing beat the seed: it is optimal when the search ran out of nodes below it.
        return seed.map(|mut f| {
            f.optimal = exhausted;
            f.lower_bound = if exhausted { f.cost } else { lower };
            f.expanded += expanded;
            f
        });
    };
    let optimal = exhausted;
    Some(finish(&nodes, arena, id, optimal, if optimal { bc } else { lower }, expanded))
}

/// A beam search: the `width` most promising states per depth (lowest bound, then most
/// progress). It finds a good sequence fast; A* then proves it optimal or beats it.
#[allow(clippy::too_many_arguments)]
fn beam<S: Clone + Eq + std::hash::Hash>(
    start: S,
    arena: &mut Vec<Step>,
    expand: &mut impl FnMut(&S, Cost, Option<Cost>, &mut Vec<Step>, &mut Vec<(usize, S)>),
    h: &impl Fn(&S) -> Option<Cost>,
    done: &impl Fn(&S) -> bool,
    progress: &impl Fn(&S) -> u32,
    width: usize,
    depth: usize,
    progress_first: bool,
) -> Option<Found> {
    if done(&start) {
        return Some(Found { steps: vec![], cost: Cost::ZERO, optimal: true, lower_bound: Cost::ZERO, expanded: 0 });
    }
    let mut level: Vec<(S, Vec<usize>, Cost)> = vec![(start, vec![], Cost::ZERO)];
    let mut best: Option<(Cost, Vec<usize>)> = None;
    let mut expanded = 0;
    let mut kids: Vec<(usize, S)> = Vec::new();
    let with_step = |path: &Vec<usize>, si: usize| {
        let mut p2 = Vec::with_capacity(path.len() + 1);
        p2.extend_from_slice(path);
        p2.push(si);
        p2
    };
    for _ in 0..depth {
        let mut next_level: FastMap<u64, (u32, u32, S, Vec<usize>, Cost)> = FastMap::default();
        for (s, path, g) in &level {
            expanded += 1;
            kids.clear();
            expand(s, *g, None, arena, &mut kids);
            for (si, next) in kids.drain(..) {
                let g2 = *g + arena[si].cost;
                if best.as_ref().is_some_and(|(bc, _)| g2 >= *bc) {
                    continue;
                }
                if done(&next) {
                    best = Some((g2, with_step(path, si)));
                    continue;
                }
                let Some(hn) = h(&next) else { continue };
                let f = (g2 + hn).primary();
                if best.as_ref().is_some_and(|(bc, _)| f >= bc.primary()) {
                    continue;
                }
                let key = hash64(&next);
                if next_level.get(&key).is_some_and(|e| e.4 <= g2) {
                    continue;
                }
                next_level.insert(key, (f, progress(&next), next, with_step(path, si), g2));
            }
        }
        if next_level.is_empty() {
            break;
        }
        let v: Vec<_> = next_level.into_values().collect();
        // Sort the keys, not the entries (each holds a 520-byte state): a stable sort of the
        // indices gives the entries' stable order.
        let mut order: Vec<usize> = (0..v.len()).collect();
        if progress_first {
            order.sort_by(|&a, &b| v[b].1.cmp(&v[a].1).then(v[a].0.cmp(&v[b].0)).then(v[a].4.cmp(&v[b].4)));
        } else {
            order.sort_by(|&a, &b| v[a].0.cmp(&v[b].0).then(v[b].1.cmp(&v[a].1)).then(v[a].4.cmp(&v[b].4)));
        }
        order.truncate(width);
        let mut v: Vec<Option<_>> = v.into_iter().map(Some).collect();
        level = order.into_iter().filter_map(|i| v[i].take()).map(|(_, _, s, p, g)| (s, p, g)).collect();
    }
    let (cost, path) = best?;
    Some(Found { steps: path.iter().map(|&i| arena[i].clone()).collect(), cost, optimal: false, lower_bound: Cost::ZERO, expanded })
}

fn finish(nodes: &[Node], arena: &[Step], mut id: usize, optimal: bool, lower: Cost, expanded: usize) -> Found {
    let cost = nodes[id].g;
    let mut steps = vec![];
    while let Some((_, si)) = nodes[id].parent {
        steps.push(arena[si].clone());
        id = nodes[id].parent_node;
    }
    steps.reverse();
    Found { steps, cost, optimal, lower_bound: lower, expanded }
}

fn min_cost(steps: &[Step]) -> Cost {
    steps.iter().map(|s| s.cost).min().unwrap_or(Cost::ZERO)
}

/// Search a problem.
pub fn search(p: &Problem, budget: Budget) -> Option<Found> {
    search_from(p, budget, None)
}

/// [`search`] with a known sequence (`incumbent`, already proven) that the search must beat:
/// it seeds the A* bound as the beam's sequence does, and is the answer when nothing cheaper
/// is found. Collectives only; a permutation ignores it.
pub fn search_from(p: &Problem, budget: Budget, incumbent: Option<Found>) -> Option<Found> {
    let cands = candidates::enumerate(p);
    match &p.goal {
        Goal::Perm { want } => search_perm(p, &cands, want, budget),
        Goal::Collective { alg, want, needed, .. } => search_collective(p, &cands, *alg, want, *needed, budget, incumbent),
    }
}

// ---- permutations ---------------------------------------------------------------------------

fn search_perm(p: &Problem, cands: &Candidates, want: &[PermLane], budget: Budget) -> Option<Found> {
    let start = PermState::identity(p.wave);
    let mut arena: Vec<Step> = cands.moves.clone();
    let fixed = arena.len();
    let step_min = min_cost(&arena);
    let goal = PermState { lanes: want.to_vec() };
    let mut derived_cache: HashMap<Fx, usize> = HashMap::new();
    let h = |s: &PermState| {
        if *s == goal {
            return Some(Cost::ZERO);
        }
        // Dead: a source value the goal needs is held by no lane any more.
        let have: u64 = s.lanes.iter().filter_map(|l| if let PermLane::Src(x) = l { Some(1u64 << x) } else { None }).fold(0, |a, b| a | b);
        let need: u64 = want.iter().filter_map(|l| if let PermLane::Src(x) = l { Some(1u64 << x) } else { None }).fold(0, |a, b| a | b);
        (need & !have == 0).then_some(step_min)
    };
    let mut expand = |s: &PermState, _g: Cost, _best: Option<Cost>, arena: &mut Vec<Step>, out: &mut Vec<(usize, PermState)>| {
        out.extend((0..fixed).map(|i| (i, s.step(&arena[i].fx))));
        let mut derived = derived_moves(p, s, want);
        derived.extend(zero_fill(p, cands, s, want));
        for step in derived {
            let idx = *derived_cache.entry(step.fx.clone()).or_insert_with(|| {
                arena.push(step.clone());
                arena.len() - 1
            });
            out.push((idx, s.step(&arena[idx].fx)));
        }
    };
    let done = |s: &PermState| *s == goal;
    let progress = |s: &PermState| s.lanes.iter().zip(want).filter(|(a, b)| a == b).count() as u32;
    let seed = beam(start.clone(), &mut arena, &mut expand, &h, &done, &progress, 32, 6, true);
    // A merged move (one chain per group of lanes) competes as a one-step answer.
    let merged = merged_perm(p, cands, &start, want).map(|m| Found { cost: m.cost, steps: vec![m], optimal: false, lower_bound: Cost::ZERO, expanded: 0 });
    let seed = match (seed, merged) {
        (Some(a), Some(b)) => Some(if b.cost < a.cost { b } else { a }),
        (a, b) => a.or(b),
    };
    astar(start, budget, &mut arena, &mut expand, &h, &done, &progress, |s, step| s.step(&step.fx), seed)
}

/// The permutation as one merged move: chains are the fixed moves, the moves derived from
/// the goal, and those derived after each fixed move that permutes the whole wave (a
/// permlane64 before a per-half bpermute).
fn merged_perm(p: &Problem, cands: &Candidates, start: &PermState, want: &[PermLane]) -> Option<Step> {
    let mut pool: Vec<Step> = cands.moves.clone();
    pool.extend(derived_moves(p, start, want));
    for pre in cands.moves.iter().filter(|s| s.pred.is_none() && merge::is_bijective(&s.fx)) {
        let mid = start.step(&pre.fx);
        pool.extend(derived_moves(p, &mid, want).iter().map(|d| merge::chain(pre, d)));
    }
    merge::cover(p, &pool, |n, f| {
        Some(match want[n] {
            PermLane::Src(x) => start.lanes.iter().position(|l| *l == PermLane::Src(x)).is_some_and(|j| f == LaneFx::Gather(1 << j)),
            PermLane::Zero => f == LaneFx::Zero,
            PermLane::Undef => true,
        })
    })
}

/// Moves derived from the residual permutation: for destination lane n, the lane `r[n]` of
/// the current state that holds the value n needs. Each row with a per-lane or selector
/// operand gets that operand computed from `r` (through the codecs), and xlane's semantics
/// judges the call like any other.
fn derived_moves(p: &Problem, s: &PermState, want: &[PermLane]) -> Vec<Step> {
    let mut pos = [u8::MAX; 64];
    for (n, l) in s.lanes.iter().enumerate() {
        if let PermLane::Src(x) = l {
            if pos[*x as usize] == u8::MAX {
                pos[*x as usize] = n as u8;
            }
        }
    }
    // Lanes that need zero or nothing may read anything: read themselves.
    let r: Vec<u64> = want
        .iter()
        .enumerate()
        .map(|(n, w)| match w {
            PermLane::Src(x) if pos[*x as usize] != u8::MAX => pos[*x as usize] as u64,
            _ => n as u64,
        })
        .collect();
    let mut out = vec![];
    for row in candidates::rows(p) {
        let mut args = vec![];
        let mut ok = true;
        for q in row.params {
            let v = match q.name {
                "src" | "var" | "a" | "src0_old" => ArgVal::Data,
                "old" | "vdst_old" => ArgVal::Data,
                "fi" | "bc" | "bound_ctrl" => ArgVal::Imm(0),
                "addr" => ArgVal::PerLane(r.iter().map(|x| 4 * x).collect()),
                "lanesel" => ArgVal::PerLane(r.iter().map(|x| x & 15).collect()),
                "b" => ArgVal::PerLane(r.iter().map(|x| x & 31).collect()),
                "c" => ArgVal::Uniform(0x1F),
                "mask" => ArgVal::Uniform(0xFFFF_FFFF),
                "sel" => match uniform_groups(&r, 8) {
                    Some(g) => ArgVal::Imm(xlane_core::codec::dpp8::encode(&list(&g)).unwrap_or(0) as u64),
                    None => {
                        ok = false;
                        break;
                    }
                },
                "lanesel_lo" | "lanesel_hi" => match uniform_groups(&r, 16) {
                    Some(g) => {
                        let (lo, hi) = xlane_core::codec::permlane::encode(&list(&g)).unwrap_or((0, 0));
                        ArgVal::Uniform(if q.name == "lanesel_lo" { lo } else { hi } as u64)
                    }
                    None => {
                        ok = false;
                        break;
                    }
                },
                _ => {
                    ok = false;
                    break;
                }
            };
            args.push(v);
        }
        if !ok || !args.iter().any(|a| matches!(a, ArgVal::PerLane(_)) || matches!(a, ArgVal::Uniform(_) | ArgVal::Imm(_))) {
            continue;
        }
        // Only rows whose operands were derived: a plain row (readlane's lane…) is a fixed candidate.
        if !row.params.iter().any(|q| matches!(q.name, "addr" | "lanesel" | "b" | "sel" | "lanesel_lo")) {
            continue;
        }
        let call = Call { row, args, output: 0 };
        let Ok(fx) = call.effect(p) else { continue };
        let Some((cost, class)) = candidates::step_cost(p, std::slice::from_ref(&call), false) else { continue };
        out.push(Step { calls: vec![call], combine: false, fx, cost, class, pred: None, alts: vec![] });
    }
    out
}

/// When every lane but those the goal zeroes is in place: one select that zeroes them (a
/// lane-mask `v_cndmask`/`selp` after a no-op move; setup: the lane id and the mask).
fn zero_fill(p: &Problem, cands: &Candidates, s: &PermState, want: &[PermLane]) -> Option<Step> {
    let zeros: u64 = want.iter().enumerate().filter(|(_, w)| **w == PermLane::Zero).fold(0, |m, (n, _)| m | 1 << n);
    if zeros == 0 || s.lanes.iter().zip(want).any(|(a, w)| *w != PermLane::Zero && a != w) {
        return None;
    }
    let call = cands.noop.clone()?;
    let keep = xlane_core::value::wave_mask(p.wave) & !zeros;
    let fx: Fx = (0..p.wave).map(|n| if keep >> n & 1 != 0 { LaneFx::Gather(1 << n) } else { LaneFx::Zero }).collect();
    let (cost, class) = candidates::step_cost(p, std::slice::from_ref(&call), false)?;
    let cost = cost + crate::cost::combine_cost(p.target, p.words()) + Cost { insts: 0, setup: 2, cycles: 0 };
    Some(Step { calls: vec![call], combine: false, fx, cost, class, pred: Some(keep), alts: vec![] })
}

/// The in-group positions `r[n] mod g` when every group of `g` lanes reads the same pattern
/// (from its own or another group: the row's semantics decides which is legal).
fn uniform_groups(r: &[u64], g: usize) -> Option<Vec<u64>> {
    let first: Vec<u64> = r[..g.min(r.len())].iter().map(|x| x % g as u64).collect();
    r.chunks(g).all(|c| c.iter().zip(&first).all(|(x, f)| x % g as u64 == *f)).then_some(first)
}

fn list(v: &[u64]) -> String {
    format!("[{}]", v.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
}

// ---- reductions and scans -------------------------------------------------------------------

fn search_collective(p: &Problem, cands: &Candidates, alg: Algebra, want: &[u64], needed: u64, budget: Budget, incumbent: Option<Found>) -> Option<Found> {
    let start = SetState::initial(p.wave);
    let mut arena: Vec<Step> = cands.moves.clone();
    let nmoves = arena.len();
    // A group gather (redux) that reaches past a needed lane's goal can only spoil it.
    let fits = |st: &Step| {
        st.fx.iter().enumerate().all(|(n, f)| match f {
            LaneFx::Gather(m) if m.count_ones() > 1 => needed >> n & 1 == 0 || m & !want[n] == 0,
            _ => true,
        })
    };
    arena.extend(cands.combines.iter().filter(|st| fits(st)).cloned());
    let ncombines = arena.len() - nmoves;
    let step_min = min_cost(&arena);
    let comb_min = min_cost(&arena[nmoves..]);
    let move_min = min_cost(&arena[..nmoves]);
    let multi_gather = arena.iter().any(|s| s.fx.iter().any(|f| matches!(f, LaneFx::Gather(m) if m.count_ones() > 1)));
    let mut masked: FastMap<(usize, u64, u64), Option<usize>> = FastMap::default();
    let good = |s: &SetState, n: usize| s.bad >> n & 1 == 0 && s.sets[n] & !want[n] == 0;
    // `arena[i].fx` as LaneSrc, kept in step with the arena as the search adds masked combines.
    let mut srcs: Vec<LaneSrc> = vec![];
    // A goal no lane starts inside (an exclusive scan) may begin with a merged move that gives
    // each needed lane the last lane of its goal (or the identity): the shift across rows.
    let root_merge = (!fx::bits(needed).all(|n| good(&start, n as usize)))
        .then(|| {
            merge::cover(p, &cands.moves, |n, f| {
                (needed >> n & 1 != 0).then(|| match want[n] {
                    0 => f == LaneFx::Gather(0) || f == LaneFx::Zero && alg.zero_is_identity,
                    w => f == LaneFx::Gather(1 << (63 - w.leading_zeros())),
                })
            })
        })
        .flatten()
        .map(|st| {
            arena.push(st);
            arena.len() - 1
        });
    let goal_union: u64 = want.iter().fold(0, |a, b| a | b);
    // The bound's terms, by number of steps: k combines then a move, or j combines.
    let want_len: Vec<u32> = want.iter().map(|w| w.count_ones()).collect();
    let by_copy: Vec<Cost> = (0..=64).map(|k| comb_min.times(k) + move_min).collect();
    let by_combines: Vec<Cost> = (0..=64).map(|j| comb_min.times(j)).collect();
    let done = |s: &SetState| fx::bits(needed).all(|n| s.bad >> n & 1 == 0 && s.sets[n as usize] == want[n as usize]);
    let h = |s: &SetState| -> Option<Cost> {
        if done(s) {
            return Some(Cost::ZERO);
        }
        // One pass: the lanes held by defined lanes, and the largest such set.
        let (mut have, mut m) = (0u64, 0u32);
        for (n, &set) in s.sets.iter().enumerate() {
            if s.bad >> n & 1 == 0 {
                have |= set;
                m = m.max(set.count_ones());
            }
        }
        if goal_union & !have != 0 {
            return None; // a contribution the goal needs is gone
        }
        if multi_gather {
            return Some(step_min);
        }
        let m = m.max(1);
        let mut worst = Cost::ZERO;
        for n in fx::bits(needed) {
            let n = n as usize;
            let t = want_len[n];
            if s.bad >> n & 1 == 0 && s.sets[n] == want[n] {
                continue;
            }
            if t == 0 {
                worst = worst.max(move_min);
                continue;
            }
            // Only combines grow a set beyond the largest one; a move can copy a finished
            // lane: k doublings of the largest set, the smallest k with m·2^k ≥ t, then a move.
            let by_copy = by_copy[doublings(m, t)];
            if !good(s, n) {
                // A combine never removes a lane: only a move can repair this one.
                worst = worst.max(by_copy);
                continue;
            }
            // j combines into this lane (holding sn < t of its goal), each adding at most
            // twice the largest set: the smallest j ≥ 1 with sn + m·(2^j − 1) ≥ t.
            let sn = s.sets[n].count_ones();
            let by_combines = by_combines[combines(m, sn, t)];
            worst = worst.max(by_combines.min(by_copy));
        }
        Some(worst)
    };
    let wave = p.wave;
    let mut expand = |s: &SetState, _g: Cost, _best: Option<Cost>, arena: &mut Vec<Step>, out: &mut Vec<(usize, SetState)>| {
        // The search space: sequences in which no step spoils a lane the result needs (a
        // needed lane always holds a part of its goal). Masked forms rescue a combine.
        let spoils = |next: &SetState| fx::bits(needed).any(|n| good(s, n as usize) && !good(next, n as usize));
        let all_good = |st: &SetState| fx::bits(needed).all(|n| good(st, n as usize));
        // A goal no lane starts inside (an exclusive scan) begins with a move that puts
        // every needed lane inside its goal (the shift), then combines from there.
        let at_root = *s == start && !all_good(s);
        while srcs.len() < arena.len() {
            srcs.push(LaneSrc::new(&arena[srcs.len()].fx));
        }
        let guard = s.inside(needed, want);
        for (mi, m) in arena.iter().enumerate().take(nmoves) {
            let Some(next) = s.step_keeping(&m.fx, &srcs[mi], false, alg, guard, want) else { continue };
            if next != *s && (!at_root || all_good(&next)) {
                out.push((mi, next));
            }
        }
        if at_root {
            if let Some(i) = root_merge {
                if let Some(next) = s.step_keeping(&arena[i].fx, &srcs[i], false, alg, guard, want) {
                    if all_good(&next) {
                        out.push((i, next));
                    }
                }
            }
            return;
        }
        for ci in nmoves..nmoves + ncombines {
            let step = &arena[ci];
            if let Some(next) = s.step_keeping(&step.fx, &srcs[ci], step.combine, alg, guard, want) {
                if next != *s {
                    out.push((ci, next));
                }
                continue;
            }
            // Lanes the combine would spoil: mask their rows or banks off where the target can.
            if !(step.combine && p.target.is_amd()) {
                continue;
            }
            let next = s.step(&step.fx, step.combine, alg);
            let harmed: u64 = (0..wave as usize).filter(|&n| good(s, n) && !good(&next, n)).fold(0, |a, n| a | 1 << n);
            let rows_hit = fx::bits(harmed).fold(0u64, |a, n| a | 1 << (n / 16));
            let banks_hit = fx::bits(harmed).fold(0u64, |a, n| a | 1 << ((n >> 2) & 3));
            for (rm, bm) in [(0xF & !rows_hit, 0xF), (0xF, 0xF & !banks_hit)] {
                if rm == 0 || bm == 0 {
                    continue;
                }
                let key = (ci, rm, bm);
                let idx = *masked.entry(key).or_insert_with(|| {
                    masked_combine(p, cands, &arena[ci], rm, bm).map(|st| {
                        arena.push(st);
                        arena.len() - 1
                    })
                });
                if let Some(idx) = idx {
                    let next = s.step(&arena[idx].fx, true, alg);
                    if !spoils(&next) {
                        out.push((idx, next));
                    }
                }
            }
        }
    };
    let progress = |s: &SetState| fx::bits(needed).filter(|&n| good(s, n as usize)).map(|n| s.sets[n as usize].count_ones()).sum();
    let seed = match (beam(start, &mut arena, &mut expand, &h, &done, &progress, 48, 24, false), incumbent) {
        (Some(b), Some(i)) => Some(if i.cost < b.cost { i } else { b }),
        (b, i) => b.or(i),
    };
    astar(start, budget, &mut arena, &mut expand, &h, &done, &progress, |s, step| s.step(&step.fx, step.combine, alg), seed)
}

/// The smallest k with m·2^k ≥ t (m ≥ 1, t ≥ 1): 2^k ≥ ⌈t/m⌉.
fn doublings(m: u32, t: u32) -> usize {
    bit_len(t.div_ceil(m) - 1)
}

/// The smallest j ≥ 1 with sn + m·(2^j − 1) ≥ t (m ≥ 1, sn < t): 2^j − 1 ≥ ⌈(t − sn)/m⌉.
fn combines(m: u32, sn: u32, t: u32) -> usize {
    bit_len((t - sn).div_ceil(m))
}

/// The bits needed to write `x`: the smallest i with 2^i > x.
fn bit_len(x: u32) -> usize {
    (32 - x.leading_zeros()) as usize
}

/// A combine that writes only the rows/banks in the masks: a DPP16 move takes the masks
/// itself; another move goes through the DPP16 identity move with the masks (as LLVM's
/// atomic optimizer does after a permlanex16 or readlane).
fn masked_combine(p: &Problem, cands: &Candidates, m: &Step, rm: u64, bm: u64) -> Option<Step> {
    let calls = if m.class == Class::Dpp16 {
        vec![candidates::with_masks(&m.calls[0], rm, bm)?]
    } else {
        let mut ident = candidates::with_masks(cands.dpp_identity.as_ref()?, rm, bm)?;
        // The identity move reads the first call's result as its data and keeps `old`.
        for (q, a) in ident.row.params.iter().zip(ident.args.iter_mut()) {
            if matches!(q.name, "old") {
                *a = ArgVal::Identity;
            }
        }
        vec![m.calls[0].clone(), ident]
    };
    let mut fxs = vec![];
    for c in &calls {
        fxs.push(c.effect(p).ok()?);
    }
    let fx = fxs.iter().skip(1).fold(fxs[0].clone(), |inner, outer| fx::compose(outer, &inner));
    let (cost, class) = candidates::step_cost(p, &calls, true)?;
    Some(Step { calls, combine: true, fx, cost, class, pred: None, alts: vec![] })
}

#[cfg(test)]
mod tests {
    use super::{combines, doublings};

    /// The closed forms against the bound's definitions, counted step by step, for every set
    /// size of a wave of 64.
    #[test]
    fn doublings_and_combines_are_the_counted_steps() {
        for m in 1..=64u32 {
            for t in 1..=64u32 {
                let mut k = 0;
                while m << k < t {
                    k += 1;
                }
                assert_eq!(doublings(m, t), k, "m {m} t {t}");
                for sn in 0..t {
                    let mut j = 1;
                    while sn + m * ((1 << j) - 1) < t {
                        j += 1;
                    }
                    assert_eq!(combines(m, sn, t), j, "m {m} sn {sn} t {t}");
                }
            }
        }
    }
}
