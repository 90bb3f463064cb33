//! Results every wave of a launch computes alike, kept from one wave to the next.
//!
//! An op whose inputs are the same in the wave of one index in every block — constants, the
//! kernel's arguments, launch-wide registers (block and grid size, wave size, the
//! implicit-argument and dispatch pointers), the thread index, and the results of other such
//! ops — writes the same lanes whenever it runs under the same exec mask: value ops are
//! functions of their operands, registry calls pure functions of the site and their operands
//! (`sites`). Lane-id arithmetic (`mbcnt`, shuffle index math, shared-memory addresses made
//! from the thread index) is of this kind. A worker keeps a wave object per wave index of the
//! block, and its kernel frame's register file from block to block (`Wave::reset` only
//! forgets which slots were written), so such a result is still in its slot when the next
//! block's wave reaches the op, and the op is skipped while the result is known to be what
//! running it would write:
//! - it was the op's first write of its wave (the slot's other lanes then hold the template's
//!   values, as a fresh wave's would), under the same exec mask, with no undefined lane (an
//!   undefined result records where it came from, per wave: `trace`);
//! - no input has been recomputed since (a recomputation bumps the op's generation, and each
//!   op remembers its inputs' generations when it runs).
//!
//! A load is kept like a value op when it reads the dispatch packet or the implicit kernel
//! arguments (the block size a kernel multiplies its block index by): the runner fills those
//! regions before the launch and refuses every store to them (`mem::Mem::write`), so a read
//! of them gives the same bytes in every wave. Which region a load reads is known once it has
//! run, so it is kept only when every lane's address was in one of them.
//!
//! A skipped op still counts as an executed instruction. Only the kernel's own frame takes
//! part (a callee's arguments differ per call), and only in the compiled tier: the
//! interpreter tier stays the reference the corpus compares both with.

use super::*;

/// The ops of the kernel function whose results can be kept, found once per launch.
#[derive(Debug, Default)]
pub struct ReusePlan {
    /// Per op index: its entry in `ops`.
    at: Vec<Option<u32>>,
    ops: Vec<KeptOp>,
    /// The slots the kept ops write, each op's together (`KeptOp::dsts`).
    dst_slots: Vec<Slot>,
    /// No op writes an argument's slot: the arguments set for a worker's first wave are still
    /// in its registers for the next (a launch passes every wave the same arguments).
    args_kept: bool,
    /// Per op index: its entry in `steered`.
    steered_at: Vec<Option<u32>>,
    steered: Vec<SteeredCall>,
    /// The address of each region no store may change (`read_only_regions` of [`ReusePlan::of`]).
    read_only: Vec<u64>,
    /// Per kept op: how many kept ops follow one another from it, itself included (at
    /// consecutive op indices, so in one block and numbered one after another).
    in_a_row: Vec<u32>,
    /// Per kept op, the rows it can stop from holding (`stale_rows[k]` of `stale_keys`): the
    /// kept ops from which `Reused::skip_in_a_row` may start a row that holds it or an op
    /// reading its result. `None`: too many to list, every row.
    stale_rows: Vec<Option<std::ops::Range<u32>>>,
    stale_keys: Vec<u32>,
    /// The inputs of every kept op and steered call: the length of a wave's
    /// `Reused::input_gens` (one list, made with one allocation for a worker's first wave).
    inputs: u32,
}

/// A registry call that only moves values (`Builtin::steer`) whose steering operands are
/// constants, arguments or kept results, while its data operands change from wave to wave
/// (the lane index of a shuffle against the value shuffled). While the steering operands and
/// the exec mask stay as they were when its site last recalled its remembered evaluation
/// (`sites`), the call's outputs are that evaluation's, its routes applied to the new data.
#[derive(Debug)]
struct SteeredCall {
    /// The kept ops whose results steer it.
    inputs: Vec<u32>,
    /// Where their generations start in `Reused::input_gens`.
    gens: u32,
}

#[derive(Debug)]
struct KeptOp {
    /// The slots the op writes: `dst_slots[dsts]` of the plan (one list for all kept ops, so
    /// skipping one reads no memory of its own).
    dsts: std::ops::Range<u32>,
    /// The kept ops whose results it reads (fixed slots are not listed: they never change).
    inputs: Vec<u32>,
    /// Where their generations start in `Reused::input_gens`.
    gens: u32,
    /// For a load: its pointer (the result is kept when every lane read a read-only region).
    load_ptr: Option<Slot>,
}

impl ReusePlan {
    /// The plan of a kernel function: an op is kept when it is one of the pure kinds below, runs
    /// under the plain exec mask, is the only writer of its slots, and reads only fixed slots
    /// (constants, arguments) and results of earlier kept ops. `read_only_regions`: the
    /// addresses of the regions a kept load may read (the dispatch packet and implicit
    /// arguments, whose every store the memory refuses).
    pub fn of(func: &Func, read_only_regions: &[u64]) -> ReusePlan {
        let n = func.nslots as usize;
        let mut writers = vec![0u32; n];
        let mut count = |s: Slot| {
            if let Some(w) = writers.get_mut(s as usize) {
                *w += 1;
            }
        };
        for inst in &func.code {
            inst.op.writes(&mut count);
        }
        for e in &func.edges {
            e.copies.iter().for_each(|&(d, _)| count(d));
        }
        let mut source = vec![Source::Varying; n];
        for s in func.consts.iter().map(|c| c.0).chain(func.params.iter().flatten().copied()) {
            if writers.get(s as usize) == Some(&0) {
                source[s as usize] = Source::Fixed;
            }
        }
        let args_kept = func.params.iter().flatten().all(|&s| writers.get(s as usize) == Some(&0));
        let read_only = read_only_regions.iter().filter(|&&a| a != 0).map(|a| a >> 32).collect();
        let mut plan = ReusePlan {
            at: vec![None; func.code.len()],
            ops: vec![],
            dst_slots: vec![],
            args_kept,
            steered_at: vec![None; func.code.len()],
            steered: vec![],
            read_only,
            in_a_row: vec![],
            stale_rows: vec![],
            stale_keys: vec![],
            inputs: 0,
        };
        for (pc, inst) in func.code.iter().enumerate() {
            if inst.mode != Mode::Normal {
                continue;
            }
            if let Some(inputs) = steering_inputs(&inst.op, &source) {
                plan.steered_at[pc] = Some(plan.steered.len() as u32);
                let gens = plan.take_gens(&inputs);
                plan.steered.push(SteeredCall { inputs, gens });
                continue;
            }
            let Some(srcs) = pure_inputs(&inst.op) else { continue };
            let mut dsts = vec![];
            inst.op.writes(&mut |d| dsts.push(d));
            if dsts.is_empty() || dsts.iter().any(|&d| writers.get(d as usize) != Some(&1)) {
                continue;
            }
            let mut inputs = vec![];
            let known = srcs.iter().all(|&s| match source_of(&source, s) {
                Source::Fixed => true,
                Source::Kept(k) => {
                    inputs.push(k);
                    true
                }
                Source::Varying => false,
            });
            if !known {
                continue;
            }
            inputs.sort_unstable();
            inputs.dedup();
            let load_ptr = match &inst.op {
                Op::Load(ops::Load { ptr, .. }) => Some(*ptr),
                _ => None,
            };
            if load_ptr.is_some() && plan.read_only.is_empty() {
                continue;
            }
            let k = plan.ops.len() as u32;
            dsts.iter().for_each(|&d| source[d as usize] = Source::Kept(k));
            plan.at[pc] = Some(k);
            let at = plan.dst_slots.len() as u32;
            plan.dst_slots.extend(&dsts);
            let gens = plan.take_gens(&inputs);
            plan.ops.push(KeptOp { dsts: at..at + dsts.len() as u32, inputs, gens, load_ptr });
        }
        plan.in_a_row = vec![1; plan.ops.len()];
        for pc in (1..func.code.len()).rev() {
            if let (Some(k), Some(next)) = (plan.at[pc - 1], plan.at[pc]) {
                plan.in_a_row[k as usize] = plan.in_a_row[next as usize] + 1;
            }
        }
        plan.find_stale_rows();
        plan
    }

    /// The rows each kept op can stop from holding ([`ReusePlan::stale_rows`]). Whether a row
    /// from `r` holds depends on the kept state of its ops (`r` and the ops after it in its
    /// row) and the generations of their inputs, so op `j` running makes stale the rows from
    /// `r` that reach an op `i` that is `j` or reads it: `r` from the start of `i`'s row to `i`.
    fn find_stale_rows(&mut self) {
        /// Past this many rows an op clears them all (a long row of ops reading one result).
        const MAX_LISTED: usize = 64;
        let n = self.ops.len();
        let mut row_start = vec![0u32; n];
        for k in 1..n {
            row_start[k] = if self.in_a_row[k - 1] > 1 { row_start[k - 1] } else { k as u32 };
        }
        let mut stale: Vec<Vec<u32>> = vec![vec![]; n];
        for i in 0..n {
            for &j in self.ops[i].inputs.iter().chain([&(i as u32)]) {
                stale[j as usize].extend(row_start[i]..=i as u32);
            }
        }
        for mut keys in stale {
            keys.sort_unstable();
            keys.dedup();
            let listed = (keys.len() <= MAX_LISTED).then(|| {
                let at = self.stale_keys.len() as u32;
                self.stale_keys.extend(&keys);
                at..self.stale_keys.len() as u32
            });
            self.stale_rows.push(listed);
        }
    }

    /// The place in `Reused::input_gens` of the generations of `inputs`.
    fn take_gens(&mut self, inputs: &[u32]) -> u32 {
        let at = self.inputs;
        self.inputs += inputs.len() as u32;
        at
    }

    /// No op is kept (the interpreter tier, or a kernel without such ops).
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }

    /// Whether a reused wave still holds the kernel's arguments ([`ReusePlan::of`]).
    pub fn args_kept(&self) -> bool {
        self.args_kept
    }

    /// The slots kept op `k` writes.
    #[inline(always)]
    fn dsts(&self, k: u32) -> &[Slot] {
        let r = &self.ops[k as usize].dsts;
        &self.dst_slots[r.start as usize..r.end as usize]
    }

    /// The kept op at `pc`, if that op is one.
    #[inline(always)]
    pub fn at(&self, pc: u32) -> Option<u32> {
        self.at.get(pc as usize).copied().flatten()
    }

    /// The steered call at `pc`, if that op is one.
    #[inline(always)]
    pub fn steered_at(&self, pc: u32) -> Option<u32> {
        self.steered_at.get(pc as usize).copied().flatten()
    }

    /// Whether op `pc` is kept (the compiled tier leaves kept ops out of its runs: a run
    /// would write their slots behind the plan's back).
    pub fn keeps(&self, pc: usize) -> bool {
        self.at.get(pc).is_some_and(Option::is_some)
    }
}

/// Where a slot's value comes from, as far as the plan can tell.
#[derive(Debug, Clone, Copy)]
enum Source {
    /// A constant or an argument no op writes: the same in every wave.
    Fixed,
    /// The result of kept op `k`.
    Kept(u32),
    Varying,
}

fn source_of(source: &[Source], s: Slot) -> Source {
    source.get(s as usize).copied().unwrap_or(Source::Varying)
}

/// For a call that moves values and reads something besides fixed slots and kept results:
/// the kept ops its steering operands come from, when every steering operand is a constant,
/// a fixed slot or a kept result. (A call that reads only those is kept whole.)
fn steering_inputs(op: &Op, source: &[Source]) -> Option<Vec<u32>> {
    let Op::Builtin(ops::Builtin { b, args, lanes: CallLanes::Exec, .. }) = op else { return None };
    let steer = b.steer?;
    let mut inputs = vec![];
    let mut moves_data = false;
    for (k, a) in args.iter().enumerate() {
        let BArg::Slots { slots, .. } = a else { continue };
        let steering = steer >> k.min(31) & 1 != 0;
        for &s in slots {
            match (steering, source_of(source, s)) {
                (true, Source::Varying) => return None,
                (true, Source::Kept(k)) => inputs.push(k),
                (false, Source::Varying) => moves_data = true,
                _ => {}
            }
        }
    }
    inputs.sort_unstable();
    inputs.dedup();
    moves_data.then_some(inputs)
}

/// The slots a pure op reads ([`crate::front::program::ops::Policy::pure`]), or `None` for an op
/// whose result may differ between waves with equal inputs, or that does more than write its
/// slots.
fn pure_inputs(op: &Op) -> Option<Vec<Slot>> {
    op.policy().pure.then(|| op.read_slots())
}

/// A worker's memory of the kept results in its kernel frame's registers.
#[derive(Debug, Default)]
pub struct Reused {
    kept: Vec<Kept>,
    steered: Vec<Steered>,
    /// The generations of each kept op's inputs when it last ran, and of each steered call's
    /// steering inputs at its last recall (at `KeptOp::gens`, `SteeredCall::gens`).
    input_gens: Vec<u64>,
    /// Bumped whenever a kept op runs (which may change what holds).
    changes: u64,
    /// Per compiled run (by its first op): the exec mask and `changes` when all its holes held.
    held: Vec<Option<(u64, u64)>>,
    /// Per kept op: the exec mask under which it and the kept ops in a row after it
    /// (`ReusePlan::in_a_row`) all held, until a kept op that can change that runs
    /// (`ReusePlan::stale_rows`).
    row_held: Vec<Option<u64>>,
    /// Per compiled run with routes (by its first op): the tables last worked out for it.
    tables: Vec<Option<Box<RunTables>>>,
}

/// The route tables of a compiled run under `exec`, worked out from its sites' evaluations of
/// `versions`.
#[derive(Debug)]
struct RunTables {
    exec: u64,
    versions: Vec<u64>,
    tables: Vec<crate::tiers::jit::RouteTable>,
    /// `Reused::changes`, the wave's live lanes and the sites' evaluations
    /// (`SiteCache::remembered`) when the tables were last found to hold: while all three are
    /// the same they still do; while only the last one changed, only the sites' versions need
    /// comparing again.
    held_at: Option<(u64, u64, u64)>,
}

#[derive(Debug, Default, Clone)]
struct Steered {
    /// The exec mask and site version of the last recall, while it can be replayed.
    good_for: Option<(u64, u64)>,
}

#[derive(Debug, Default, Clone)]
struct Kept {
    /// The exec mask of the run whose result the slots hold, when it can be reused.
    good_for: Option<u64>,
    /// Bumped whenever the op runs (its slots may then hold something else).
    generation: u64,
}

impl Reused {
    pub fn new(plan: &ReusePlan) -> Reused {
        Reused {
            kept: vec![Kept::default(); plan.ops.len()],
            steered: vec![Steered::default(); plan.steered.len()],
            input_gens: vec![0; plan.inputs as usize],
            changes: 0,
            held: vec![],
            row_held: vec![],
            tables: vec![],
        }
    }

    /// Whether the kept ops `inputs` are as when their generations were noted at `gens`.
    fn unchanged(&self, inputs: &[u32], gens: u32) -> bool {
        inputs.iter().zip(&self.input_gens[gens as usize..]).all(|(&i, &g)| self.kept[i as usize].generation == g)
    }

    /// Note the generations of the kept ops `inputs` at `gens`.
    fn note_gens(&mut self, inputs: &[u32], gens: u32) {
        for (g, &i) in inputs.iter().enumerate() {
            self.input_gens[gens as usize + g] = self.kept[i as usize].generation;
        }
    }

    /// Whether steered call `j` may replay its site's remembered outputs under `exec`, the site
    /// remembering evaluation `version`.
    #[inline]
    pub fn route_holds(&self, plan: &ReusePlan, j: u32, exec: u64, version: u64) -> bool {
        let s = &self.steered[j as usize];
        let c = &plan.steered[j as usize];
        s.good_for == Some((exec, version)) && self.unchanged(&c.inputs, c.gens)
    }

    /// After steered call `j` ran under `exec`: `recalled`, the version of its site's
    /// evaluation when it took the remembered outputs (else it can not be replayed).
    pub fn route_ran(&mut self, plan: &ReusePlan, j: u32, exec: u64, recalled: Option<u64>) {
        // what holds may change (`run_tables`)
        self.changes += 1;
        let c = &plan.steered[j as usize];
        self.note_gens(&c.inputs, c.gens);
        self.steered[j as usize].good_for = recalled.map(|v| (exec, v));
    }

    /// Whether kept op `k` may be skipped under `exec`: its slots hold what it would write.
    #[inline]
    pub fn holds(&self, plan: &ReusePlan, k: u32, exec: u64) -> bool {
        let kept = &self.kept[k as usize];
        let op = &plan.ops[k as usize];
        kept.good_for == Some(exec) && self.unchanged(&op.inputs, op.gens)
    }

    /// Skip the kept ops in a row from `k` (at most `max` of them) that hold under `exec`, as
    /// far as the first that does not: how many (0 when `k` does not hold). Their slots count
    /// as written in this wave, as running them would make them. Skipping changes nothing
    /// that holding depends on, so the ops may be skipped together; whether they hold changes
    /// only when one of them or a kept op whose result they read runs (which forgets that they
    /// held, [`Reused::ran`]), so ops that all held under `exec` and were not forgotten since
    /// still do.
    #[inline]
    pub fn skip_in_a_row(&mut self, plan: &ReusePlan, k: u32, exec: u64, max: u32, regs: &mut Regs) -> u32 {
        let all = plan.in_a_row[k as usize];
        let n = if self.row_held.get(k as usize) == Some(&Some(exec)) {
            all
        } else {
            let n = (k..k + all).take_while(|&j| self.holds(plan, j, exec)).count() as u32;
            if n == all {
                if self.row_held.len() <= k as usize {
                    self.row_held.resize(k as usize + 1, None);
                }
                self.row_held[k as usize] = Some(exec);
            }
            n
        }
        .min(max);
        if n > 0 {
            let (from, to) = (plan.ops[k as usize].dsts.start, plan.ops[(k + n - 1) as usize].dsts.end);
            regs.touch_all(&plan.dst_slots[from as usize..to as usize]);
        }
        n
    }

    /// Whether every kept op at `pcs` (the holes of the compiled run at `run`) may be skipped
    /// under `exec`. Whether a kept op holds changes only when one runs, so a run whose holes
    /// held under `exec` since the last change still does.
    #[inline]
    pub fn all_hold(&mut self, plan: &ReusePlan, run: u32, pcs: &[u32], exec: u64) -> bool {
        if self.held.get(run as usize) == Some(&Some((exec, self.changes))) {
            return true;
        }
        let all = pcs.iter().all(|&pc| plan.at(pc).is_some_and(|k| self.holds(plan, k, exec)));
        if all {
            if self.held.len() <= run as usize {
                self.held.resize(run as usize + 1, None);
            }
            self.held[run as usize] = Some((exec, self.changes));
        }
        all
    }

    /// The route tables of `run` under `exec` kept by [`Reused::keep_run_tables`], while each
    /// still holds: its site remembers the same evaluation, the kept results that steer it have
    /// not changed since, and its member lanes have arrived.
    /// Whether a steered call holds depends on the kept results (`changes`), the member lanes'
    /// arrival on the live lanes and `exec`, so that check is skipped while those are as when it
    /// last passed; a site's version changes only when a site remembers an evaluation, so the
    /// versions are not compared while no site has remembered one since.
    pub(super) fn run_tables<'t>(&'t mut self, plan: &ReusePlan, cx: &mut Cx, run: &crate::tiers::jit::Run, exec: u64) -> Option<&'t [crate::tiers::jit::RouteTable]> {
        let now = (self.changes, cx.wave.alive, cx.sites.remembered());
        let t = self.tables.get(run.start as usize)?.as_deref().filter(|t| t.exec == exec)?;
        if t.held_at != Some(now) {
            let checked = t.held_at.is_some_and(|(c, a, _)| (c, a) == (now.0, now.1));
            for (&at, &v) in run.route_pcs.iter().zip(&t.versions) {
                if cx.sites.site(cx.func_id, at, cx.func.code.len()).version() != v {
                    return None;
                }
                let holds = checked || plan.steered_at(at).is_some_and(|j| self.route_holds(plan, j, exec, v)) && calls::route_members_arrived(cx, at);
                if !holds {
                    return None;
                }
            }
        }
        let t = self.tables[run.start as usize].as_deref_mut()?;
        t.held_at = Some(now);
        Some(&t.tables)
    }

    /// Keep the route tables of the run starting at `start` (see [`Reused::run_tables`]).
    pub(super) fn keep_run_tables(&mut self, start: u32, exec: u64, versions: Vec<u64>, tables: Vec<crate::tiers::jit::RouteTable>) {
        if self.tables.len() <= start as usize {
            self.tables.resize_with(start as usize + 1, || None);
        }
        self.tables[start as usize] = Some(Box::new(RunTables { exec, versions, tables, held_at: None }));
    }

    /// Before kept op `k` runs: whether this is its first write of the wave.
    #[inline]
    pub fn first_write(plan: &ReusePlan, k: u32, regs: &Regs) -> bool {
        plan.dsts(k).iter().all(|&d| !regs.written(d))
    }

    /// After kept op `k` ran under `exec` (`first`: from [`Reused::first_write`]).
    pub fn ran(&mut self, plan: &ReusePlan, k: u32, regs: &Regs, exec: u64, first: bool) {
        let op = &plan.ops[k as usize];
        let mut defined = plan.dsts(k).iter().all(|&d| regs.und(d) & exec == 0);
        if let Some(ptr) = op.load_ptr {
            // the high word of an address names its region (`mem::region_addr`)
            let p = regs.get(ptr);
            defined &= exec != 0 && lanes(exec).all(|l| plan.read_only.contains(&(p[l as usize] >> 32)));
        }
        self.note_gens(&op.inputs, op.gens);
        self.changes += 1;
        match &plan.stale_rows[k as usize] {
            Some(keys) => {
                for &r in &plan.stale_keys[keys.start as usize..keys.end as usize] {
                    if let Some(h) = self.row_held.get_mut(r as usize) {
                        *h = None;
                    }
                }
            }
            None => self.row_held.fill(None),
        }
        let kept = &mut self.kept[k as usize];
        kept.generation += 1;
        kept.good_for = (first && defined).then_some(exec);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rows of kept ops, the second reading the first's last result:
    /// `t = tid; a = t & 63; b = a ^ 5` | a global load (not kept) | `c = b + 1; d = c * 3`.
    /// A row that held stays held while only kept ops it does not depend on run, and is
    /// checked again once one of its ops, or an op whose result it reads, runs (here under
    /// another exec mask, so that op no longer holds).
    #[test]
    fn a_held_row_is_forgotten_only_when_an_op_it_depends_on_runs() {
        let src = "define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = and i32 %t, 63
  %b = xor i32 %a, 5
  %x = load i32, ptr addrspace(1) %p, align 4
  %c = add i32 %b, 1
  %d = mul i32 %c, 3
  store i32 %d, ptr addrspace(1) %p, align 4
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";
        let prog = crate::load(src, xlane_core::target::lookup("gfx942").unwrap()).unwrap();
        let (_, f) = prog.func("k").unwrap();
        let plan = ReusePlan::of(f, &[]);
        assert_eq!(plan.in_a_row, [3, 2, 1, 2, 1], "rows t a b | c d");
        // op j running makes stale the rows from the start of each op that is j or reads j,
        // up to that op: t -> rows from t and a (a reads t); b -> t, a, b and c (c reads b)
        let stale = |k: usize| plan.stale_rows[k].clone().map(|r| plan.stale_keys[r.start as usize..r.end as usize].to_vec());
        assert_eq!(stale(0), Some(vec![0, 1]));
        assert_eq!(stale(2), Some(vec![0, 1, 2, 3]));
        assert_eq!(stale(4), Some(vec![3, 4]));

        let mut regs = Regs::new(f.nslots as usize);
        for s in 0..f.nslots {
            regs.set(s, &[0; L], 0);
        }
        let (e, other) = (u64::MAX, 0xff);
        let mut reused = Reused::new(&plan);
        for k in 0..5 {
            reused.ran(&plan, k, &regs, e, true);
        }
        assert_eq!(reused.skip_in_a_row(&plan, 0, e, 10, &mut regs), 3);
        assert_eq!(reused.skip_in_a_row(&plan, 3, e, 10, &mut regs), 2);
        // `d` runs under another exec mask: the row from `c` no longer holds, the one from `t`
        // still does
        reused.ran(&plan, 4, &regs, other, true);
        assert_eq!(reused.skip_in_a_row(&plan, 3, e, 10, &mut regs), 1);
        assert_eq!(reused.skip_in_a_row(&plan, 0, e, 10, &mut regs), 3);
        // `b` runs under another exec mask: the row from `t` holds as far as `a`, and `c`
        // (which reads `b`) no longer holds
        reused.ran(&plan, 2, &regs, other, true);
        assert_eq!(reused.skip_in_a_row(&plan, 0, e, 10, &mut regs), 2);
        assert_eq!(reused.skip_in_a_row(&plan, 3, e, 10, &mut regs), 0);
    }
}
