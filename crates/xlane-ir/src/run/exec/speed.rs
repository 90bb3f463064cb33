//! The one hook through which the speed tiers plug into the reference interpreter's driver
//! (`exec/mod.rs`). Before each op the driver asks [`Speed::before`] whether a tier does it in
//! place of the general step:
//!
//! 1. a compiled run of plain ops (`compiled`, code from `crate::tiers::jit`), possibly going
//!    round its self-loop block;
//! 2. a result kept from an earlier wave (`reuse`);
//! 3. a call replaying its site's remembered route (`calls::replay`);
//! 4. the fast lane (`fast`): value ops through a kernel picked once per launch.
//!
//! After a general step that continues the block the driver tells [`Speed::after`], so the
//! tiers' memories (kept results, replayed routes) stay true. Every tier computes exactly what
//! the general step would (the corpus, the filetests and the launch tests run under both
//! tiers and must agree bit for bit). While a program tracks approximate values only the
//! general step runs.

use super::*;

/// The steps a tier may take beyond the one the driver counted (`steps`) without passing the
/// step limit or a deadline check (the driver checks every 2¹⁶ steps).
#[inline(always)]
fn room(info: &LaunchInfo, steps: u64) -> u64 {
    (info.max_steps - steps).min(0xffff - (steps & 0xffff))
}

/// What the tiers can do at each op of a function, a byte per op found once per launch
/// ([`tags`]): the hook reads one byte for an op that no tier takes, and the driver reads the
/// op's poison policy from it (not through the operation table's `match`).
pub mod tag {
    /// A compiled run starts at the op.
    pub const RUN: u8 = 1;
    /// A kept result (`reuse`; the kernel function only).
    pub const KEPT: u8 = 2;
    /// A steered call (`reuse`; the kernel function only).
    pub const STEERED: u8 = 4;
    /// The fast lane takes the op.
    pub const FAST: u8 = 8;
    /// The op may make poison (`Policy::poison`).
    pub const POISON: u8 = 16;
}

/// The [`tag`] bytes of `func`'s ops: `fast` its fast-lane plan, `runs` its compiled runs,
/// `reuse` the kernel's kept results (for the kernel function only).
pub fn tags(func: &Func, fast: &[Option<FastOp>], runs: &[Option<crate::tiers::jit::Run>], reuse: Option<&ReusePlan>) -> Vec<u8> {
    let on = |b: bool, t: u8| if b { t } else { 0 };
    (0..func.code.len())
        .map(|pc| {
            on(runs.get(pc).is_some_and(Option::is_some), tag::RUN)
                | on(reuse.is_some_and(|r| r.at(pc as u32).is_some()), tag::KEPT)
                | on(reuse.is_some_and(|r| r.steered_at(pc as u32).is_some()), tag::STEERED)
                | on(fast.get(pc).is_some_and(Option::is_some), tag::FAST)
                | on(func.code[pc].op.policy().poison, tag::POISON)
        })
        .collect()
}

/// What a tier did in place of the driver's step.
pub(super) struct Took {
    /// Ops done: the driver moves on by as many.
    pub(super) ops: u32,
    /// Steps to count beyond the one the driver counted.
    pub(super) extra_steps: u64,
}

/// The tiers of one driver pass over a block's straight-line ops of one frame.
pub(super) struct Speed<'p> {
    /// The function's [`tag`] bytes, and those of them the tiers may take now.
    tags: &'p [u8],
    takes: u8,
    fast: &'p [Option<FastOp>],
    runs: &'p [Option<crate::tiers::jit::Run>],
    /// Kept results: the kernel's own frame only, exact values only.
    reuse: Option<&'p ReusePlan>,
    /// The loop header of the divergence entry running, if it is a loop's.
    loop_header: Option<BlockId>,
    /// Noted by `before` for `after`: the kept op at the pc and whether its write is the
    /// wave's first, and the steered call at the pc.
    kept: Option<(u32, bool)>,
    steered: Option<u32>,
}

impl<'p> Speed<'p> {
    pub(super) fn new(info: &'p LaunchInfo<'p>, func_id: u32, kernel_frame: bool, tracking: bool, loop_header: Option<BlockId>) -> Speed<'p> {
        let reuse = (kernel_frame && !tracking && !info.reuse.is_empty()).then_some(&info.reuse);
        Speed {
            tags: &info.tags[func_id as usize],
            takes: Speed::takes(tracking, reuse.is_some()),
            fast: &info.fast[func_id as usize],
            runs: info.compiled.of(func_id),
            reuse,
            loop_header,
            kept: None,
            steered: None,
        }
    }

    /// The [`tag`] bits of the tiers that may take ops: none while only the general step runs
    /// (`tracking`), kept results and steered calls only with the kernel's plan (`reuse`).
    fn takes(tracking: bool, reuse: bool) -> u8 {
        let mut t = 0;
        if !tracking {
            t |= tag::RUN | tag::FAST;
        }
        if reuse {
            t |= tag::KEPT | tag::STEERED;
        }
        t
    }

    /// Whether the op at `pc` may make poison (`Policy::poison`).
    #[inline(always)]
    pub(super) fn may_poison(&self, pc: u32) -> bool {
        self.tags.get(pc as usize).is_none_or(|t| t & tag::POISON != 0)
    }

    /// Let a tier do the op at `pc` for the lanes `normal` (the tiers take ops of the normal
    /// exec mode only). `steps`: the wave's steps counted so far. `cx.pc` and `cx.inst` are
    /// set only where a tier needs them (the per-op stores cost the interpreter's hot loop).
    #[inline(always)]
    pub(super) fn before(&mut self, cx: &mut Cx<'p, '_, '_>, regs: &mut Regs, reused: &mut Reused, pc: u32, normal: u64, steps: u64) -> RResult<Option<Took>> {
        self.kept = None;
        self.steered = None;
        let t = self.tags.get(pc as usize).copied().unwrap_or(0) & self.takes;
        if t == 0 {
            return Ok(None);
        }
        // a compiled run: its ops count as steps, and it is not taken where the step limit or
        // the deadline check would fall inside it
        if t & tag::RUN != 0 {
            if let Some(Some(run)) = self.runs.get(pc as usize) {
                let len = run.len as u64;
                let room = room(cx.info, steps);
                if len - 1 <= room {
                    // a self-loop block, entered on its own loop entry: as many passes (each
                    // but the last with its branch) as the room allows
                    let max = match &run.looping {
                        Some(lp) if self.loop_header == Some(lp.block) => 1 + (room - (len - 1)) / (len + 1),
                        _ => 1,
                    };
                    cx.exec = normal;
                    if let Some(n) = compiled::enter(cx, regs, reused, self.reuse, run, max) {
                        return Ok(Some(Took { ops: len as u32, extra_steps: len - 1 + (n - 1) * (len + 1) }));
                    }
                }
            }
        }
        // results kept from an earlier wave: skipped, with the kept ops in a row after it
        // that hold (as many as the step limit and the deadline check leave room for); else
        // noted, to keep it after
        if let Some((r, k)) = self.reuse.filter(|_| t & tag::KEPT != 0).and_then(|r| r.at(pc).map(|k| (r, k))) {
            let most = room(cx.info, steps).min(u32::MAX as u64 - 1) as u32 + 1;
            let n = reused.skip_in_a_row(r, k, normal, most, regs);
            if n > 0 {
                return Ok(Some(Took { ops: n, extra_steps: n as u64 - 1 }));
            }
            self.kept = Some((k, Reused::first_write(r, k, regs)));
        }
        // a call whose steering operands are kept results that have not changed since its
        // site last recalled them: the same route, without comparing them again
        if let Some((r, j)) = self.reuse.filter(|_| t & tag::STEERED != 0).and_then(|r| r.steered_at(pc).map(|j| (r, j))) {
            self.steered = Some(j);
            let version = cx.sites.site(cx.func_id, pc, cx.func.code.len()).version();
            let inst = &cx.func.code[pc as usize];
            if let Op::Builtin(call) = &inst.op {
                if reused.route_holds(r, j, normal, version) {
                    cx.inst = inst;
                    cx.pc = pc;
                    cx.exec = normal;
                    if calls::replay(cx, regs, call)? {
                        return Ok(Some(Took { ops: 1, extra_steps: 0 }));
                    }
                }
            }
            cx.side.recalled = false;
        }
        // the fast lane (plain integer ops, normal exec mode): nothing else to do
        if t & tag::FAST != 0 {
            if let Some(Some(f)) = self.fast.get(pc as usize) {
                if f.run(regs, normal) {
                    if let (Some(r), Some((k, first))) = (self.reuse, self.kept) {
                        reused.ran(r, k, regs, normal, first);
                    }
                    return Ok(Some(Took { ops: 1, extra_steps: 0 }));
                }
            }
        }
        Ok(None)
    }

    /// From here on only the general step runs (a `wgmma` put accumulators in flight).
    pub(super) fn general_only(&mut self) {
        self.reuse = None;
        self.takes = 0;
    }

    /// The general step did the op at `cx.pc` for the lanes `cx.exec`, and the block goes on.
    #[inline(always)]
    pub(super) fn after(&self, cx: &mut Cx, regs: &Regs, reused: &mut Reused, normal: u64) {
        let Some(r) = self.reuse else { return };
        if let Some((k, first)) = self.kept {
            reused.ran(r, k, regs, cx.exec, first);
        }
        if let Some(j) = self.steered {
            let version = cx.side.recalled.then(|| cx.sites.site(cx.func_id, cx.pc, cx.func.code.len()).version());
            reused.route_ran(r, j, normal, version);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each op's tag says which tiers may take it and whether it may make poison, by what
    /// the fast lane is documented to take (integer arithmetic, `select`, `getelementptr`) and
    /// by LangRef (integer arithmetic can make poison from defined operands, `add nsw` on
    /// overflow; `select` and a `getelementptr` without flags only pass undefined operands
    /// on); the other ops (a store, `ret`) are no tier's.
    #[test]
    fn an_ops_tag_names_the_tiers_that_take_it_and_whether_it_may_make_poison() {
        let src = "define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add nsw i32 %t, %n
  %b = select i1 true, i32 %a, i32 7
  %g = getelementptr i32, ptr addrspace(1) %p, i32 %b
  store i32 %a, ptr addrspace(1) %g, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";
        let prog = crate::load(src, xlane_core::target::lookup("gfx942").unwrap()).unwrap();
        let (_, f) = prog.func("k").unwrap();
        let t = tags(f, &fast::plan(f), &[], None);
        let by_kind = |pick: fn(&Op) -> bool| -> Vec<u8> { f.code.iter().zip(&t).filter(|(i, _)| pick(&i.op)).map(|(_, &t)| t).collect() };
        assert_eq!(by_kind(|op| matches!(op, Op::IBin(ops::IBin { op: IOp::Add, .. }))), [tag::FAST | tag::POISON]);
        assert_eq!(by_kind(|op| matches!(op, Op::Select(_))), [tag::FAST]);
        assert_eq!(by_kind(|op| matches!(op, Op::Gep(_))), [tag::FAST]);
        assert_eq!(by_kind(|op| matches!(op, Op::Store(_))), [0]);
        assert_eq!(by_kind(|op| matches!(op, Op::Ret(_))), [0]);
        // given no compiled runs and no kept results, no op carries their tags
        assert!(t.iter().all(|&b| b & (tag::RUN | tag::KEPT | tag::STEERED) == 0));
    }
}
