//! The SIMT wave interpreter. A wave executes each op for all its lanes at once over
//! struct-of-arrays registers, under an exec mask. Divergence follows the structured model
//! of AMD's compiler-managed EXEC (and NVIDIA's default reconvergence): at a divergent branch
//! the wave runs each side with its lanes and they meet again at the branch's immediate
//! post-dominator, kept on a per-frame stack of (pc, mask, reconvergence block) entries.
//! Phi moves happen on the edge, for the lanes that take it.

use xlane_core::call::{check, evaluate_checked, Arg, Site};
use xlane_core::semantics::UndefPolicy;
use xlane_core::target::Target;
use xlane_core::value::{wave_mask, Lanes};

use crate::decode::sext;
use crate::error::{ErrKind, Location, RResult, RunError};
use crate::float::*;
use crate::layout::{mask, STy};
use crate::ll::ast::{CastOp, Pred, RmwOp};
use crate::mem::{resolve, Mem, LDS_APERTURE, PRIV_APERTURE};
use crate::program::*;

mod device_io;
mod flow;
mod fops;
mod frounds;
mod iops;

use flow::*;
use fops::*;
use frounds::*;
pub use device_io::PrintLine;
use iops::*;

pub const L: usize = 64;
type Reg = [u64; L];
const NONE: u32 = u32::MAX;

/// Launch-wide facts a wave reads.
pub struct LaunchInfo<'a> {
    pub prog: &'a Program,
    pub target: &'a Target,
    pub wave: u32,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub kernel: String,
    pub max_steps: u64,
    pub strict: bool,
    pub policy: UndefPolicy,
    /// Register templates (constants filled in) per function.
    pub templates: Vec<(Vec<Reg>, Vec<u64>)>,
    pub implicit_ptr: u64,
    pub dispatch_ptr: u64,
}

#[derive(Debug, Clone)]
pub struct Warning {
    pub kind: ErrKind,
    pub message: String,
    pub at: Location,
}

struct Frame {
    func: u32,
    regs: Vec<Reg>,
    und: Vec<u64>,
    stack: Vec<Entry>,
    ret_dsts: Vec<Slot>,
    ret_vals: Vec<Reg>,
    ret_und: Vec<u64>,
    priv_base: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    Barrier,
    Done,
}

pub struct Wave {
    pub index: u32,
    pub block_idx: [u32; 3],
    /// Lanes that exist (a partial last wave has fewer).
    pub live: u64,
    pub exited: u64,
    pub steps: u64,
    frames: Vec<Frame>,
    pub private: Vec<u8>,
    pub priv_undef: Vec<u8>,
    pub priv_cap: u64,
    /// Barrier reduction contribution (popc/and/or) and where to write the result.
    pub bar_pred: Option<(u64, u64, BarrierRed, Option<Slot>)>,
    pub done: bool,
    cur_pc: u32,
    /// Copies issued by `cp.async` that their thread has not waited for yet.
    cp_pending: Vec<CpPending>,
    /// Per lane: the number of `cp.async` groups committed so far.
    cp_groups: [u32; L],
    /// Call sites (`func << 32 | pc`, sorted) whose registry check has passed: checked once,
    /// then evaluated with `call::evaluate_checked`.
    checked_calls: Vec<u64>,
    /// Reused argument buffer of registry calls (no allocation per call).
    call_args: Vec<Arg>,
    /// Lines printed by device `printf`, in execution order.
    pub printed: Vec<PrintLine>,
    /// The block's scheduling turn this wave is running in (set by the launch).
    pub turn: u64,
}

#[derive(Debug, Clone, Copy)]
struct CpPending {
    lane: u32,
    /// The commit group, once committed.
    group: Option<u32>,
    lds: u64,
    len: u64,
}

/// A per-lane error before the location is filled in.
fn lane_err(kind: ErrKind, lane: u32, msg: String) -> RunError {
    let mut e = RunError::new(kind, msg);
    e.at = Some(Box::new(Location { lane: Some(lane), ..Default::default() }));
    e
}

#[inline]
fn put(regs: &mut [Reg], und: &mut [u64], dst: Slot, v: &Reg, vu: u64, exec: u64) {
    let d = &mut regs[dst as usize];
    if exec == u64::MAX {
        *d = *v;
    } else {
        // A branch-free blend: the compiler vectorises it, where a per-lane `if` on the exec
        // bit does not (every wave32 and every divergent write takes this path).
        for (i, (d, v)) in d.iter_mut().zip(v.iter()).enumerate() {
            let keep_new = (exec >> i & 1).wrapping_neg();
            *d = (*v & keep_new) | (*d & !keep_new);
        }
    }
    und[dst as usize] = (und[dst as usize] & !exec) | (vu & exec);
}

impl Wave {
    pub fn new(info: &LaunchInfo, kernel: u32, index: u32, block_idx: [u32; 3], live: u64, args: &[(Reg, u64)], priv_cap: u64) -> Wave {
        let f = &info.prog.funcs[kernel as usize];
        let (mut regs, mut und) = info.templates[kernel as usize].clone();
        for (slots, (v, u)) in f.params.iter().flatten().zip(args) {
            regs[*slots as usize] = *v;
            und[*slots as usize] = *u;
        }
        let frame = Frame {
            func: kernel,
            regs,
            und,
            stack: vec![Entry::new(0, live, NONE)],
            ret_dsts: vec![],
            ret_vals: vec![],
            ret_und: vec![],
            priv_base: 0,
        };
        Wave {
            index,
            block_idx,
            live,
            exited: 0,
            steps: 0,
            frames: vec![frame],
            private: vec![0; (priv_cap * L as u64) as usize],
            priv_undef: vec![1; (priv_cap * L as u64) as usize],
            priv_cap,
            bar_pred: None,
            done: false,
            cur_pc: 0,
            cp_pending: vec![],
            cp_groups: [0; L],
            checked_calls: vec![],
            call_args: vec![],
            printed: vec![],
            turn: 0,
        }
    }

    /// Fill in the location of an error raised while running op `pc` of the top frame.
    fn locate(&self, info: &LaunchInfo, mut e: RunError) -> RunError {
        let Some(fr) = self.frames.last() else { return e };
        let f = &info.prog.funcs[fr.func as usize];
        let inst = f.code.get(self.cur_pc as usize);
        let line = inst.map(|i| i.line).unwrap_or(f.line);
        let lane = e.at.as_ref().and_then(|a| a.lane);
        e.at = Some(Box::new(Location {
            kernel: info.kernel.clone(),
            function: f.name.clone(),
            block: self.block_idx,
            wave: self.index,
            lane,
            line,
            inst: info.prog.lines.get(line as usize - 1).cloned().unwrap_or_default(),
            src_line: inst.and_then(|i| i.src_line),
        }));
        e
    }

    pub fn location(&self, info: &LaunchInfo) -> Location {
        *self.locate(info, RunError::new(ErrKind::Malformed, "")).at.unwrap()
    }

    /// Run until the wave reaches a block barrier or finishes.
    pub fn run(&mut self, info: &LaunchInfo, mem: &mut Mem, warnings: &mut Vec<Warning>) -> RResult<Stop> {
        match self.run_inner(info, mem, warnings) {
            Ok(s) => Ok(s),
            Err(e) => Err(self.locate(info, e)),
        }
    }

    fn run_inner(&mut self, info: &LaunchInfo, mem: &mut Mem, warnings: &mut Vec<Warning>) -> RResult<Stop> {
        let prog = info.prog;
        let full = wave_mask(info.wave);
        loop {
            // a lock on shared global memory lasts one instruction
            mem.release();
            let depth = self.frames.len();
            let fr = self.frames.last_mut().unwrap();
            let func = &prog.funcs[fr.func as usize];
            let Some(top) = fr.stack.last_mut() else {
                return Err(RunError::new(ErrKind::Malformed, "internal: empty divergence stack"));
            };
            if top.pc == NONE {
                // The function's exit: return the lanes of this (bottom) entry.
                let m = top.mask;
                if depth == 1 {
                    self.done = true;
                    return Ok(Stop::Done);
                }
                let done = self.frames.pop().unwrap();
                let caller = self.frames.last_mut().unwrap();
                for (i, &d) in done.ret_dsts.iter().enumerate() {
                    put(&mut caller.regs, &mut caller.und, d, &done.ret_vals[i], done.ret_und[i], m);
                }
                continue;
            }
            if top.mask == 0 {
                if top.loop_ != NONE {
                    // every lane has left the loop: release them at their exit blocks
                    let done = fr.stack.pop().unwrap();
                    for (to, m) in done.exits.into_iter().rev() {
                        if to != done.reconv {
                            enter(fr, func, to, m, done.reconv);
                        }
                    }
                    continue;
                }
                // every lane of this entry exited early
                top.pc = NONE;
                if fr.stack.len() > 1 {
                    fr.stack.pop();
                }
                continue;
            }
            let pc = top.pc;
            let mut exec = top.mask;

            self.cur_pc = pc;
            top.pc += 1;
            self.steps += 1;
            if self.steps > info.max_steps {
                return Err(RunError::new(ErrKind::StepLimit, format!("the wave executed more than {} instructions", info.max_steps))
                    .with_help("raise `limits.steps` in the spec if the kernel is meant to run this long"));
            }
            let inst = &func.code[pc as usize];
            match inst.mode {
                Mode::Normal => {}
                Mode::Wwm => exec = full,
                Mode::Wqm => {
                    let mut q = 0;
                    for k in 0..16 {
                        if exec >> (4 * k) & 0xf != 0 {
                            q |= 0xf << (4 * k);
                        }
                    }
                    exec = q & full;
                }
            }
            let (regs, und) = (&mut fr.regs, &mut fr.und);
            match &inst.op {
                Op::Nop => {}
                Op::IBin { op, bits, flags, dst, a, b } => {
                    let m = mask(*bits as u32);
                    // LangRef: a flag's violation makes the result poison (undefined here)
                    let poison = if *flags != 0 { flag_poison(*op, *bits as u32, *flags, &regs[*a as usize], &regs[*b as usize]) & exec } else { 0 };
                    let full_exec = exec == full;
                    match op {
                        IOp::Add => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x.wrapping_add(y) & m),
                        IOp::Sub => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x.wrapping_sub(y) & m),
                        IOp::Mul => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x.wrapping_mul(y) & m),
                        IOp::And => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x & y),
                        IOp::Or => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x | y),
                        IOp::Xor => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x ^ y),
                        IOp::UMin => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x.min(y)),
                        IOp::UMax => map2(regs, und, *dst, *a, *b, exec, full_exec, |x, y| x.max(y)),
                        _ => ibin(regs, und, *op, *bits as u32, *dst, *a, *b, exec)?,
                    }
                    und[*dst as usize] |= poison;
                    // An absorbing defined operand defines the result whatever the other one
                    // is (and with 0, or with all ones, mul by 0; LangRef undef rules).
                    if (und[*a as usize] | und[*b as usize]) & exec != 0 && matches!(op, IOp::And | IOp::Or | IOp::Mul) {
                        let absorb = |x: u64| match op {
                            IOp::Or => x & m == m,
                            _ => x & m == 0,
                        };
                        let (ua, ub) = (und[*a as usize], und[*b as usize]);
                        let mut defined = 0u64;
                        for l in lanes(exec & !poison) {
                            let (x, y) = (regs[*a as usize][l as usize], regs[*b as usize][l as usize]);
                            if (ua >> l & 1 == 0 && absorb(x)) || (ub >> l & 1 == 0 && absorb(y)) {
                                defined |= 1 << l;
                            }
                        }
                        und[*dst as usize] &= !defined;
                    }
                }
                Op::FBin { op, ty, dst, a, b } => {
                    let (av, bv) = (&regs[*a as usize], &regs[*b as usize]);
                    let mut r = [0u64; L];
                    let ty = *ty;
                    match op {
                        FOp::Add => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x + y, |x, y| x + y)),
                        FOp::Sub => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x - y, |x, y| x - y)),
                        FOp::Mul => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x * y, |x, y| x * y)),
                        FOp::Div => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x / y, |x, y| x / y)),
                        FOp::Rem => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x % y, |x, y| x % y)),
                        FOp::MinNum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], false, false)),
                        FOp::MaxNum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], true, false)),
                        FOp::Minimum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], false, true)),
                        FOp::Maximum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], true, true)),
                        FOp::CopySign => {
                            let sb = match ty {
                                FTy::F32 => 31,
                                FTy::F64 => 63,
                                _ => 15,
                            };
                            (0..L).for_each(|i| r[i] = (av[i] & !(1 << sb)) | (bv[i] & (1 << sb)))
                        }
                    }
                    let u = und[*a as usize] | und[*b as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::FUnary { op, ty, dst, a } => {
                    let av = &regs[*a as usize];
                    let mut r = [0u64; L];
                    let ty = *ty;
                    let sb: u32 = match ty {
                        FTy::F32 => 31,
                        FTy::F64 => 63,
                        _ => 15,
                    };
                    for i in 0..L {
                        r[i] = match op {
                            FUn::Neg => av[i] ^ (1 << sb),
                            FUn::Saturate => {
                                let x = to_f64(ty, av[i]);
                                if x.is_nan() {
                                    0
                                } else if x > 1.0 {
                                    from_f64(ty, 1.0)
                                } else if x < 0.0 {
                                    0
                                } else {
                                    av[i]
                                }
                            }
                            FUn::Abs => av[i] & !(1 << sb),
                            FUn::Canonicalize => {
                                let x = to_f64(ty, av[i]);
                                if x.is_nan() {
                                    quiet(ty, av[i])
                                } else {
                                    av[i]
                                }
                            }
                            FUn::Sqrt => match ty {
                                FTy::F32 => f32::from_bits(av[i] as u32).sqrt().to_bits() as u64,
                                FTy::F64 => f64::from_bits(av[i]).sqrt().to_bits(),
                                _ => from_f64(ty, (to_f64(ty, av[i]) as f32).sqrt() as f64),
                            },
                            _ => {
                                let x = to_f64(ty, av[i]);
                                let y = match op {
                                    FUn::Floor => x.floor(),
                                    FUn::Ceil => x.ceil(),
                                    FUn::Trunc => x.trunc(),
                                    FUn::Round => x.round(),
                                    _ => x.round_ties_even(),
                                };
                                if x.is_nan() {
                                    quiet(ty, av[i])
                                } else {
                                    from_f64(ty, y)
                                }
                            }
                        };
                    }
                    let u = und[*a as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::IUnary { op, bits, dst, a, zero_poison } => {
                    let bits = *bits as u32;
                    let m = mask(bits);
                    let av = &regs[*a as usize];
                    let mut r = [0u64; L];
                    let mut pu = 0u64;
                    for i in 0..L {
                        let x = av[i] & m;
                        r[i] = match op {
                            IUn::Ctpop => x.count_ones() as u64,
                            IUn::Ctlz => (x.leading_zeros() - (64 - bits)) as u64,
                            IUn::Cttz => (x.trailing_zeros().min(bits)) as u64,
                            IUn::Bswap => x.swap_bytes() >> (64 - bits),
                            IUn::BitReverse => x.reverse_bits() >> (64 - bits),
                            IUn::Abs => (sext(x, bits).unsigned_abs()) & m,
                        };
                        let poison = *zero_poison
                            && match op {
                                IUn::Ctlz | IUn::Cttz => x == 0,
                                IUn::Abs => x == 1 << (bits - 1),
                                _ => false,
                            };
                        pu |= (poison as u64) << i;
                    }
                    let u = und[*a as usize] | pu;
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Fma { ty, dst, a, b, c } => {
                    let (av, bv, cv) = (&regs[*a as usize], &regs[*b as usize], &regs[*c as usize]);
                    let mut r = [0u64; L];
                    for i in 0..L {
                        r[i] = match ty {
                            FTy::F32 => f32::from_bits(av[i] as u32).mul_add(f32::from_bits(bv[i] as u32), f32::from_bits(cv[i] as u32)).to_bits() as u64,
                            FTy::F64 => f64::from_bits(av[i]).mul_add(f64::from_bits(bv[i]), f64::from_bits(cv[i])).to_bits(),
                            t => from_f64(*t, to_f64(*t, av[i]).mul_add(to_f64(*t, bv[i]), to_f64(*t, cv[i]))),
                        };
                    }
                    let u = und[*a as usize] | und[*b as usize] | und[*c as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Funnel { left, bits, dst, a, b, c } => {
                    let bits = *bits as u32;
                    let m = mask(bits);
                    let (av, bv, cv) = (&regs[*a as usize], &regs[*b as usize], &regs[*c as usize]);
                    let mut r = [0u64; L];
                    for i in 0..L {
                        let s = (cv[i] % bits as u64) as u32;
                        let wide = ((av[i] as u128) << bits) | bv[i] as u128;
                        r[i] = if *left { (wide << s >> bits) as u64 & m } else { (wide >> s) as u64 & m };
                    }
                    let u = und[*a as usize] | und[*b as usize] | und[*c as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Overflow { op, bits, dst, flag, a, b } => {
                    let bits = *bits as u32;
                    let m = mask(bits);
                    let (av, bv) = (&regs[*a as usize], &regs[*b as usize]);
                    let mut r = [0u64; L];
                    let mut fl = [0u64; L];
                    for i in 0..L {
                        let (x, y) = (av[i] & m, bv[i] & m);
                        let (sx, sy) = (sext(x, bits) as i128, sext(y, bits) as i128);
                        let (v, o) = match op {
                            OvfOp::UAdd => ((x as u128 + y as u128) as u64, (x as u128 + y as u128) > m as u128),
                            OvfOp::USub => (x.wrapping_sub(y), y > x),
                            OvfOp::UMul => ((x as u128 * y as u128) as u64, (x as u128 * y as u128) > m as u128),
                            OvfOp::SAdd | OvfOp::SSub | OvfOp::SMul => {
                                let w = match op {
                                    OvfOp::SAdd => sx + sy,
                                    OvfOp::SSub => sx - sy,
                                    _ => sx * sy,
                                };
                                let lo = -(1i128 << (bits - 1));
                                let hi = (1i128 << (bits - 1)) - 1;
                                (w as u64, w < lo || w > hi)
                            }
                        };
                        r[i] = v & m;
                        fl[i] = o as u64;
                    }
                    let u = und[*a as usize] | und[*b as usize];
                    put(regs, und, *dst, &r, u, exec);
                    put(regs, und, *flag, &fl, u, exec);
                }
                Op::ICmp { pred, bits, dst, a, b } => {
                    let bits = *bits as u32;
                    let (av, bv) = (&regs[*a as usize], &regs[*b as usize]);
                    let mut r = [0u64; L];
                    macro_rules! cmp {
                        ($f:expr) => {
                            for i in 0..L {
                                r[i] = $f(av[i], bv[i]) as u64;
                            }
                        };
                    }
                    let s = |x: u64| sext(x, bits);
                    match pred {
                        Pred::Eq => cmp!(|x, y| x == y),
                        Pred::Ne => cmp!(|x, y| x != y),
                        Pred::Ugt => cmp!(|x, y| x > y),
                        Pred::Uge => cmp!(|x, y| x >= y),
                        Pred::Ult => cmp!(|x, y| x < y),
                        Pred::Ule => cmp!(|x, y| x <= y),
                        Pred::Sgt => cmp!(|x, y| s(x) > s(y)),
                        Pred::Sge => cmp!(|x, y| s(x) >= s(y)),
                        Pred::Slt => cmp!(|x, y| s(x) < s(y)),
                        Pred::Sle => cmp!(|x, y| s(x) <= s(y)),
                        _ => return Err(RunError::unsupported("float predicate on icmp")),
                    }
                    let u = und[*a as usize] | und[*b as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::FCmp { pred, ty, dst, a, b } => {
                    let (av, bv) = (&regs[*a as usize], &regs[*b as usize]);
                    let mut r = [0u64; L];
                    for i in 0..L {
                        let (x, y) = (to_f64(*ty, av[i]), to_f64(*ty, bv[i]));
                        let uno = x.is_nan() || y.is_nan();
                        r[i] = match pred {
                            Pred::False => false,
                            Pred::True => true,
                            Pred::Oeq => !uno && x == y,
                            Pred::Ogt => !uno && x > y,
                            Pred::Oge => !uno && x >= y,
                            Pred::Olt => !uno && x < y,
                            Pred::Ole => !uno && x <= y,
                            Pred::One => !uno && x != y,
                            Pred::Ord => !uno,
                            Pred::Ueq => uno || x == y,
                            Pred::Ugt => uno || x > y,
                            Pred::Uge => uno || x >= y,
                            Pred::Ult => uno || x < y,
                            Pred::Ule => uno || x <= y,
                            Pred::Une => uno || x != y,
                            Pred::Uno => uno,
                            _ => false,
                        } as u64;
                    }
                    let u = und[*a as usize] | und[*b as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Select { dst, c, a, b } => {
                    let (cv, av, bv) = (&regs[*c as usize], &regs[*a as usize], &regs[*b as usize]);
                    let mut r = [0u64; L];
                    let mut take_a = 0u64;
                    for i in 0..L {
                        let t = cv[i] & 1 != 0;
                        r[i] = if t { av[i] } else { bv[i] };
                        take_a |= (t as u64) << i;
                    }
                    let u = und[*c as usize] | (und[*a as usize] & take_a) | (und[*b as usize] & !take_a);
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Copy { dst, src } => {
                    let v = regs[*src as usize];
                    let u = und[*src as usize];
                    put(regs, und, *dst, &v, u, exec);
                }
                Op::SetUndef { dst } => {
                    und[*dst as usize] |= exec;
                }
                Op::Cast { op, from, to, flags, dst, a } => {
                    let (r, mut pu) = cast(*op, *from, *to, &regs[*a as usize]);
                    if *flags != 0 {
                        pu |= cast_flag_poison(*op, *from, *to, *flags, &regs[*a as usize]);
                    }
                    let u = und[*a as usize] | pu;
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Repack { dsts, srcs } => {
                    let mut outs = vec![[0u64; L]; dsts.len()];
                    let mut u = 0;
                    for &(s, _) in srcs {
                        u |= und[s as usize];
                    }
                    for lane in 0..L {
                        let mut acc: u128 = 0;
                        let mut sh = 0;
                        let mut bitsv: Vec<u64> = vec![];
                        for &(s, b) in srcs {
                            acc |= ((regs[s as usize][lane] & mask(b as u32)) as u128) << sh;
                            sh += b as u32;
                            if sh >= 64 {
                                bitsv.push(acc as u64);
                                acc >>= 64;
                                sh -= 64;
                            }
                        }
                        if sh > 0 {
                            bitsv.push(acc as u64);
                        }
                        // read out
                        let mut pos = 0u32;
                        for (k, &(_, b)) in dsts.iter().enumerate() {
                            let w = (pos / 64) as usize;
                            let off = pos % 64;
                            let lo = bitsv.get(w).copied().unwrap_or(0) as u128 | (bitsv.get(w + 1).copied().unwrap_or(0) as u128) << 64;
                            outs[k][lane] = (lo >> off) as u64 & mask(b as u32);
                            pos += b as u32;
                        }
                    }
                    for (k, &(d, _)) in dsts.iter().enumerate() {
                        put(regs, und, d, &outs[k], u, exec);
                    }
                }
                Op::Gep { dst, base, terms, offset, bits } => {
                    let mut r = regs[*base as usize];
                    let mut u = und[*base as usize];
                    for &(s, scale, ib) in terms {
                        let iv = &regs[s as usize];
                        for i in 0..L {
                            r[i] = r[i].wrapping_add((sext(iv[i], ib as u32) as u64).wrapping_mul(scale as u64));
                        }
                        u |= und[s as usize];
                    }
                    let m = mask(*bits as u32);
                    for x in r.iter_mut() {
                        *x = x.wrapping_add(*offset as u64) & m;
                    }
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Alloca { dst, offset, flat } => {
                    let v = (fr.priv_base + offset) as u64 | if *flat { PRIV_APERTURE } else { 0 };
                    put(regs, und, *dst, &[v; L], 0, exec);
                }
                Op::Load { comps, ptr, as_, align, size } => {
                    mem.hold();
                    let pv = regs[*ptr as usize];
                    let pu = und[*ptr as usize];
                    let mut outs = vec![[0u64; L]; comps.len()];
                    let mut ous = vec![0u64; comps.len()];
                    for lane in lanes(exec) {
                        if pu >> lane & 1 != 0 {
                            return Err(lane_err(ErrKind::UndefinedValue, lane, "load through an undefined pointer".into()));
                        }
                        let addr = pv[lane as usize];
                        check_align(addr, *align, *size, lane)?;
                        if !self.cp_pending.is_empty() {
                            if let crate::mem::Loc::Lds(o) = resolve(*as_, addr) {
                                if let Some(p) = self.cp_pending.iter().find(|p| o < p.lds + p.len && p.lds < o + *size as u64) {
                                    let msg = format!("lane {lane} reads shared memory that lane {}'s cp.async has not been waited for", p.lane);
                                    report_undef(info, warnings, here(info, func, inst, self.block_idx, self.index, lane), msg)?;
                                }
                            }
                        }
                        for (k, c) in comps.iter().enumerate() {
                            let loc = resolve(*as_, addr.wrapping_add(c.offset as u64));
                            let (v, u) = mem.read(loc, c.ty.bytes(), lane).map_err(|e| with_lane(e, lane))?;
                            outs[k][lane as usize] = v & c.ty.mask();
                            ous[k] |= (u as u64) << lane;
                        }
                    }
                    for (k, c) in comps.iter().enumerate() {
                        put(regs, und, c.slot, &outs[k], ous[k], exec);
                    }
                }
                Op::Store { comps, ptr, as_, align, size } => {
                    mem.hold();
                    let pv = regs[*ptr as usize];
                    let pu = und[*ptr as usize];
                    for lane in lanes(exec) {
                        if pu >> lane & 1 != 0 {
                            return Err(lane_err(ErrKind::UndefinedValue, lane, "store through an undefined pointer".into()));
                        }
                        let addr = pv[lane as usize];
                        check_align(addr, *align, *size, lane)?;
                        for c in comps {
                            let undef = und[c.slot as usize] >> lane & 1 != 0;
                            if undef {
                                let at = here(info, func, inst, self.block_idx, self.index, lane);
                                report_undef(info, warnings, at, format!("lane {lane} stores an undefined value"))?;
                            }
                            let loc = resolve(*as_, addr.wrapping_add(c.offset as u64));
                            mem.write(loc, c.ty.bytes(), regs[c.slot as usize][lane as usize], undef, lane).map_err(|e| with_lane(e, lane))?;
                        }
                    }
                }
                Op::AtomicRmw { op, ty, dst, ptr, val, as_, align } => {
                    mem.hold();
                    let mut r = [0u64; L];
                    let mut ru = 0;
                    for lane in lanes(exec) {
                        let addr = regs[*ptr as usize][lane as usize];
                        check_align(addr, *align, ty.bytes(), lane)?;
                        let loc = resolve(*as_, addr);
                        let n = ty.bytes();
                        let (old, ou) = mem.read(loc, n, lane).map_err(|e| with_lane(e, lane))?;
                        let v = regs[*val as usize][lane as usize];
                        let new = rmw(*op, *ty, old, v);
                        let nu = ou || und[*val as usize] >> lane & 1 != 0;
                        if und[*val as usize] >> lane & 1 != 0 {
                            report_undef(info, warnings, here(info, func, inst, self.block_idx, self.index, lane), format!("lane {lane}'s atomic operand is undefined"))?;
                        }
                        mem.write(loc, n, new, nu, lane).map_err(|e| with_lane(e, lane))?;
                        r[lane as usize] = old;
                        ru |= (ou as u64) << lane;
                    }
                    put(regs, und, *dst, &r, ru, exec);
                }
                Op::CmpXchg { ty, dst, ok, ptr, cmp, new, as_, align } => {
                    mem.hold();
                    let mut r = [0u64; L];
                    let mut okv = [0u64; L];
                    let mut ru = 0;
                    for lane in lanes(exec) {
                        let addr = regs[*ptr as usize][lane as usize];
                        check_align(addr, *align, ty.bytes(), lane)?;
                        let loc = resolve(*as_, addr);
                        let n = ty.bytes();
                        let (old, ou) = mem.read(loc, n, lane).map_err(|e| with_lane(e, lane))?;
                        let hit = old == regs[*cmp as usize][lane as usize];
                        if hit {
                            let nu = und[*new as usize] >> lane & 1 != 0;
                            if nu {
                                report_undef(info, warnings, here(info, func, inst, self.block_idx, self.index, lane), format!("lane {lane}'s cmpxchg stores an undefined value"))?;
                            }
                            mem.write(loc, n, regs[*new as usize][lane as usize], nu, lane).map_err(|e| with_lane(e, lane))?;
                        }
                        r[lane as usize] = old;
                        okv[lane as usize] = hit as u64;
                        ru |= (ou as u64) << lane;
                    }
                    put(regs, und, *dst, &r, ru, exec);
                    put(regs, und, *ok, &okv, ru, exec);
                }
                Op::Memcpy { dst, src, len, dst_as, src_as } => {
                    mem.hold();
                    for lane in lanes(exec) {
                        let (d, s, n) = (regs[*dst as usize][lane as usize], regs[*src as usize][lane as usize], regs[*len as usize][lane as usize]);
                        let mut buf = Vec::with_capacity(n as usize);
                        for k in 0..n {
                            buf.push(mem.read(resolve(*src_as, s + k), 1, lane).map_err(|e| with_lane(e, lane))?);
                        }
                        for (k, (v, u)) in buf.into_iter().enumerate() {
                            mem.write(resolve(*dst_as, d + k as u64), 1, v, u, lane).map_err(|e| with_lane(e, lane))?;
                        }
                    }
                }
                Op::Memset { dst, val, len, as_ } => {
                    mem.hold();
                    for lane in lanes(exec) {
                        let (d, v, n) = (regs[*dst as usize][lane as usize], regs[*val as usize][lane as usize], regs[*len as usize][lane as usize]);
                        for k in 0..n {
                            mem.write(resolve(*as_, d + k), 1, v, false, lane).map_err(|e| with_lane(e, lane))?;
                        }
                    }
                }
                Op::ExtractDyn { dst, srcs, idx } => {
                    let mut r = [0u64; L];
                    let mut u = und[*idx as usize];
                    for i in 0..L {
                        let k = regs[*idx as usize][i] as usize;
                        match srcs.get(k) {
                            Some(&s) => {
                                r[i] = regs[s as usize][i];
                                u |= und[s as usize] & (1 << i);
                            }
                            None => u |= 1 << i,
                        }
                    }
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::InsertDyn { dsts, srcs, val, idx } => {
                    for (k, (&d, &s)) in dsts.iter().zip(srcs).enumerate() {
                        let mut r = regs[s as usize];
                        let mut u = und[s as usize];
                        for i in 0..L {
                            if regs[*idx as usize][i] as usize == k {
                                r[i] = regs[*val as usize][i];
                                u = (u & !(1 << i)) | (und[*val as usize] & (1 << i));
                            }
                        }
                        u |= und[*idx as usize];
                        put(regs, und, d, &r, u, exec);
                    }
                }
                Op::Special { dst, what } => {
                    let r = self_special(info, self.index, self.block_idx, self.steps, *what);
                    put(regs, und, *dst, &r, 0, exec);
                }
                Op::Builtin { b, ty, args, outs, member } => {
                    let normal = fr.stack.last().unwrap().mask;
                    let mut cargs = std::mem::take(&mut self.call_args);
                    cargs.clear();
                    for a in args {
                        cargs.push(match a {
                            BArg::Imm(v) => Arg::Imm(*v),
                            // registers hold canonical (zero-extended) values: one slot is
                            // already the lane word
                            BArg::Slots { slots, .. } if slots.len() == 1 => Arg::Lanes(lanes_of(regs, und, slots[0])),
                            BArg::Slots { slots, elem_bits } => {
                                let mut l = Lanes::splat(0);
                                let mut u = 0;
                                for (k, &s) in slots.iter().enumerate() {
                                    #[allow(clippy::needless_range_loop)]
                                    for i in 0..L {
                                        l.bits[i] |= (regs[s as usize][i] & mask(*elem_bits)) << (k as u32 * elem_bits);
                                    }
                                    u |= und[s as usize];
                                }
                                l.undef = u;
                                Arg::Lanes(l)
                            }
                        });
                    }
                    if let Some(mi) = member {
                        let alive = self.live & !self.exited;
                        // A constant mask finds the same missing members from every lane:
                        // asking the lowest executing lane (the first one reported) is enough.
                        let askers = if let Arg::Imm(_) = cargs[*mi as usize] { exec & exec.wrapping_neg() } else { exec };
                        for lane in lanes(askers) {
                            let Some(m) = cargs[*mi as usize].get(lane) else { continue };
                            let missing = m & alive & !exec;
                            if missing != 0 {
                                return Err(lane_err(
                                    ErrKind::Deadlock,
                                    lane,
                                    format!("`{}`: member lanes {} of mask {m:#x} are alive but never reach this call (they wait on another path)", b.name, lane_list(missing)),
                                )
                                .with_help("xlane runs divergent paths one after another and reconverges them at the immediate post-dominator; call the *_sync operation where all member lanes are converged, or narrow the mask"));
                            }
                        }
                    }
                    // `set.inactive` reads which lanes are inactive from the normal exec mask and
                    // writes every lane of the wave (IntrinsicsAMDGPU.td).
                    let (call_exec, write) = if b.name == "llvm.amdgcn.set.inactive" { (normal, full) } else { (exec, exec) };
                    let site = Site { target: info.target, wave: info.wave, exec: call_exec, policy: info.policy };
                    // The check depends on the site, the target and the wave only, all fixed
                    // for this launch (call::evaluate_checked): once per call site is enough.
                    let key = (fr.func as u64) << 32 | pc as u64;
                    if let Err(at) = self.checked_calls.binary_search(&key) {
                        check(b, &site, &cargs)?;
                        self.checked_calls.insert(at, key);
                    }
                    let res = evaluate_checked(b, *ty, &site, &cargs)?;
                    self.call_args = cargs;
                    for &(slot, code) in outs {
                        let oi = (code >> 16) as usize;
                        let piece = (code >> 8) & 0xff;
                        let pb = code & 0xff;
                        let Some(o) = res.outputs.get(oi) else { continue };
                        let mut r = o.lanes.bits;
                        if pb != 0 {
                            for x in r.iter_mut() {
                                *x = (*x >> (piece * pb)) & mask(pb);
                            }
                        }
                        put(regs, und, slot, &r, o.lanes.undef, write);
                    }
                }
                Op::Barrier { pred, dst } => {
                    let alive = self.live & !self.exited;
                    if exec != alive {
                        return Err(RunError::new(
                            ErrKind::BarrierDivergence,
                            format!("block barrier reached by lanes {} of the wave while lanes {} are elsewhere", lane_list(exec), lane_list(alive & !exec)),
                        )
                        .with_help("every thread of the block must reach the same __syncthreads(); move it out of the divergent branch"));
                    }
                    self.bar_pred = pred.map(|(p, red)| {
                        let pv = &regs[p as usize];
                        let mut set = 0u64;
                        for l in lanes(exec) {
                            if pv[l as usize] & 1 != 0 {
                                set |= 1 << l;
                            }
                        }
                        (set, exec, red, *dst)
                    });
                    return Ok(Stop::Barrier);
                }
                Op::WarpSync { mask: m } => {
                    let alive = self.live & !self.exited;
                    for lane in lanes(exec) {
                        let mv = regs[*m as usize][lane as usize];
                        let missing = mv & alive & !exec & wave_mask(info.wave);
                        if missing != 0 {
                            return Err(lane_err(ErrKind::Deadlock, lane, format!("`__syncwarp({mv:#x})`: member lanes {} never arrive here", lane_list(missing))));
                        }
                    }
                }
                Op::Br { edge } => {
                    let e = &func.edges[*edge as usize];
                    phi_copies(regs, und, e, exec);
                    let tgt = e.target;
                    self.branch(info, pc, &[(tgt, exec)]);
                }
                Op::CondBr { c, t, f } => {
                    let cv = &regs[*c as usize];
                    if und[*c as usize] & exec != 0 {
                        let l = (und[*c as usize] & exec).trailing_zeros();
                        return Err(lane_err(ErrKind::UndefinedValue, l, "branch on an undefined condition".into()));
                    }
                    let mut tm = 0u64;
                    for l in lanes(exec) {
                        tm |= (cv[l as usize] & 1) << l;
                    }
                    let fm = exec & !tm;
                    let (te, fe) = (&func.edges[*t as usize], &func.edges[*f as usize]);
                    phi_copies(regs, und, te, tm);
                    phi_copies(regs, und, fe, fm);
                    let targets = [(te.target, tm), (fe.target, fm)];
                    self.branch(info, pc, &targets);
                }
                Op::Switch { v, cases, default } => {
                    let vv = regs[*v as usize];
                    if und[*v as usize] & exec != 0 {
                        let l = (und[*v as usize] & exec).trailing_zeros();
                        return Err(lane_err(ErrKind::UndefinedValue, l, "switch on an undefined value".into()));
                    }
                    let mut masks: Vec<(EdgeId, u64)> = vec![];
                    for l in lanes(exec) {
                        let e = cases.iter().find(|c| c.0 == vv[l as usize]).map(|c| c.1).unwrap_or(*default);
                        match masks.iter_mut().find(|m| func.edges[m.0 as usize].target == func.edges[e as usize].target) {
                            Some(m) => m.1 |= 1 << l,
                            None => masks.push((e, 1 << l)),
                        }
                    }
                    let mut targets = vec![];
                    for (e, m) in &masks {
                        // lanes taking different edges to the same block move their own phis
                        for l in lanes(*m) {
                            let ed = cases.iter().find(|c| c.0 == vv[l as usize]).map(|c| c.1).unwrap_or(*default);
                            phi_copies(regs, und, &func.edges[ed as usize], 1 << l);
                        }
                        targets.push((func.edges[*e as usize].target, *m));
                    }
                    self.branch(info, pc, &targets);
                }
                Op::Ret { vals } => {
                    if fr.ret_vals.len() < vals.len() {
                        fr.ret_vals = vec![[0u64; L]; vals.len()];
                        fr.ret_und = vec![u64::MAX; vals.len()];
                    }
                    for (i, &s) in vals.iter().enumerate() {
                        let v = fr.regs[s as usize];
                        let u = fr.und[s as usize];
                        put(&mut fr.ret_vals, &mut fr.ret_und, i as u32, &v, u, exec);
                    }
                    if depth == 1 {
                        self.exited |= exec;
                    }
                    let exit = func.exit();
                    goto(fr, func, Dest::Block(exit));
                }
                Op::Call { func: callee, args, dsts } => {
                    if depth >= 64 {
                        return Err(RunError::unsupported("call depth above 64 (recursion)"));
                    }
                    let (mut cregs, mut cund) = info.templates[*callee as usize].clone();
                    let cf = &prog.funcs[*callee as usize];
                    for (d, s) in cf.params.iter().flatten().zip(args) {
                        cregs[*d as usize] = fr.regs[*s as usize];
                        cund[*d as usize] = fr.und[*s as usize];
                    }
                    let priv_base = fr.priv_base + func.frame_bytes;
                    if (priv_base + cf.frame_bytes) as u64 > self.priv_cap {
                        return Err(RunError::new(ErrKind::OutOfBounds, "private stack overflow"));
                    }
                    // `byval` arguments: copy the pointee into the callee's frame, pass the copy
                    for (p, copy) in cf.byval_copies.iter().enumerate() {
                        let Some((off, size, as_)) = *copy else { continue };
                        let slot = cf.params[p][0] as usize;
                        let dst_ptr = (priv_base + off) as u64;
                        for lane in lanes(exec) {
                            let src = cregs[slot][lane as usize];
                            for k in 0..size as u64 {
                                let (v, u) = mem.read(resolve(as_, src + k), 1, lane).map_err(|e| with_lane(e, lane))?;
                                mem.write(crate::mem::Loc::Priv(dst_ptr + k), 1, v, u, lane).map_err(|e| with_lane(e, lane))?;
                            }
                            cregs[slot][lane as usize] = if as_ == 5 { dst_ptr } else { dst_ptr | PRIV_APERTURE };
                        }
                    }
                    let nf = Frame {
                        func: *callee,
                        regs: cregs,
                        und: cund,
                        stack: vec![Entry::new(0, exec, NONE)],
                        ret_dsts: dsts.clone(),
                        ret_vals: vec![],
                        ret_und: vec![],
                        priv_base,
                    };
                    self.frames.push(nf);
                }
                Op::CpAsync { b, dst, src, size, src_size } => {
                    let cargs = [Arg::Lanes(lanes_of(regs, und, *dst)), Arg::Lanes(lanes_of(regs, und, *src))];
                    let cargs = if let Some(s) = src_size { vec![cargs[0].clone(), cargs[1].clone(), Arg::Lanes(lanes_of(regs, und, *s))] } else { cargs.to_vec() };
                    // an effect row: the registry checks availability, the memory model runs it
                    xlane_core::call::check(b, &Site { target: info.target, wave: info.wave, exec, policy: info.policy }, &cargs)?;
                    for lane in lanes(exec) {
                        let (d, s) = (regs[*dst as usize][lane as usize], regs[*src as usize][lane as usize]);
                        let n = match src_size {
                            Some(ss) => regs[*ss as usize][lane as usize],
                            None => *size as u64,
                        };
                        if n > *size as u64 {
                            return Err(lane_err(ErrKind::OutOfBounds, lane, format!("cp.async src-size {n} exceeds the copy size {size}")));
                        }
                        check_align(d, *size, *size, lane)?;
                        check_align(s, *size, *size, lane)?;
                        // PTX: the bytes past src-size are zero-filled; the copy lands at issue
                        // here, and reading it before the matching wait is flagged.
                        for k in 0..*size as u64 {
                            let (v, u) = if k < n { mem.read(resolve(1, s + k), 1, lane).map_err(|e| with_lane(e, lane))? } else { (0, false) };
                            mem.write(resolve(3, d + k), 1, v, u, lane).map_err(|e| with_lane(e, lane))?;
                        }
                        let lds = match resolve(3, d) {
                            crate::mem::Loc::Lds(o) => o,
                            _ => 0,
                        };
                        self.cp_pending.push(CpPending { lane, group: None, lds, len: *size as u64 });
                    }
                }
                Op::CpAsyncCommit { b } => {
                    xlane_core::call::check(b, &Site { target: info.target, wave: info.wave, exec, policy: info.policy }, &[])?;
                    for lane in lanes(exec) {
                        let g = self.cp_groups[lane as usize];
                        self.cp_groups[lane as usize] += 1;
                        for p in self.cp_pending.iter_mut().filter(|p| p.lane == lane && p.group.is_none()) {
                            p.group = Some(g);
                        }
                    }
                }
                Op::CpAsyncWait { b, n } => {
                    let args: Vec<Arg> = n.iter().map(|&k| Arg::Imm(k as u64)).collect();
                    xlane_core::call::check(b, &Site { target: info.target, wave: info.wave, exec, policy: info.policy }, &args)?;
                    let groups = self.cp_groups;
                    // wait_group n: all but the n most recent committed groups are complete;
                    // wait_all: every copy, committed or not.
                    self.cp_pending.retain(|p| {
                        if exec >> p.lane & 1 == 0 {
                            return true;
                        }
                        match (n, p.group) {
                            (None, _) => false,
                            (Some(_), None) => true,
                            (Some(k), Some(g)) => g + *k >= groups[p.lane as usize],
                        }
                    });
                }
                Op::Bits { what, bits, dst, args } => {
                    let mut r = [0u64; L];
                    let mut u = 0;
                    for &s in args {
                        u |= und[s as usize];
                    }
                    for (i, x) in r.iter_mut().enumerate() {
                        let m = mask(*bits as u32);
                        let a: Vec<u64> = args.iter().map(|&s| regs[s as usize][i] & m).collect();
                        *x = int_helper(what, *bits as u32, &a) & m;
                    }
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::FClass { ty, dst, a, mask: mk } => {
                    let mut r = [0u64; L];
                    for i in 0..L {
                        r[i] = (float_class(*ty, regs[*a as usize][i]) & regs[*mk as usize][i] != 0) as u64;
                    }
                    let u = und[*a as usize] | und[*mk as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Ldexp { ty, dst, a, e } => {
                    let mut r = [0u64; L];
                    for i in 0..L {
                        let x = regs[*a as usize][i];
                        let n = sext(regs[*e as usize][i], 32).clamp(-2200, 2200) as i32;
                        r[i] = ldexp(*ty, x, n);
                    }
                    let u = und[*a as usize] | und[*e as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Frexp { ty, mant, exp, a } => {
                    let mut m = [0u64; L];
                    let mut ex = [0u64; L];
                    for i in 0..L {
                        let (mm, ee) = frexp(*ty, regs[*a as usize][i]);
                        m[i] = mm;
                        ex[i] = ee as u32 as u64;
                    }
                    let u = und[*a as usize];
                    put(regs, und, *mant, &m, u, exec);
                    put(regs, und, *exp, &ex, u, exec);
                }
                Op::FpToIntSat { signed, from, bits, dst, a } => {
                    let mut r = [0u64; L];
                    let b = *bits as i32;
                    for i in 0..L {
                        let v = to_f64(*from, regs[*a as usize][i]);
                        // LangRef llvm.fptosi.sat: NaN gives 0, out-of-range values saturate
                        let (lo, hi) = if *signed { (-(2f64.powi(b - 1)), 2f64.powi(b - 1) - 1.0) } else { (0.0, 2f64.powi(b) - 1.0) };
                        let c = if v.is_nan() { 0.0 } else { v.trunc().clamp(lo, hi) };
                        r[i] = if *signed { c as i64 as u64 } else { c as u64 } & mask(b as u32);
                    }
                    let u = und[*a as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::IsSpace { shared, dst, a } => {
                    let ap = if *shared { LDS_APERTURE } else { PRIV_APERTURE };
                    let mut r = [0u64; L];
                    for i in 0..L {
                        r[i] = (regs[*a as usize][i] >> 32 == ap >> 32) as u64;
                    }
                    let u = und[*a as usize];
                    put(regs, und, *dst, &r, u, exec);
                }
                Op::Trap { what } => {
                    let l = exec.trailing_zeros();
                    return Err(lane_err(ErrKind::Trap, l, what.to_string()));
                }
                Op::Unsupported { what } => return Err(RunError::unsupported(what.clone())),
                Op::FRound { op, rnd, ftz, ty, dst, args } => fround(regs, und, *op, *rnd, *ftz, *ty, *dst, args, exec)?,
                Op::Approx { op, ftz, dst, args } => approx_op(regs, und, *op, *ftz, *dst, args, exec),
                Op::Printf { fmt, args, dst } => {
                    mem.hold();
                    let (lines, ret) = device_io::printf(mem, regs, und, *fmt, *args, exec)?;
                    for (lane, text) in lines {
                        self.printed.push(PrintLine { block: self.block_idx, wave: self.index, lane, text, turn: self.turn });
                    }
                    if let Some(d) = dst {
                        put(regs, und, *d, &ret, 0, exec);
                    }
                }
                Op::AssertFail { msg, file, line, func } => {
                    mem.hold();
                    return Err(device_io::assert_fail(mem, regs, *msg, *file, *line, *func, exec));
                }
            }
        }
    }

    /// A branch from the block of `pc` with per-target lane masks (empty masks allowed).
    fn branch(&mut self, info: &LaunchInfo, pc: u32, targets: &[(BlockId, u64)]) {
        let mut live: Vec<(BlockId, u64)> = targets.iter().copied().filter(|t| t.1 != 0).collect();
        if live.len() > 1 && self.frames.len() == 1 {
            // Kernel lanes whose branch leads straight to `ret void` have finished: they leave
            // now instead of waiting at the reconvergence point, so a later barrier does not
            // wait for them (exited threads do not take part in a barrier on the hardware).
            let fr = self.frames.last_mut().unwrap();
            let func = &info.prog.funcs[fr.func as usize];
            let mut gone = 0;
            live.retain(|&(t, m)| {
                let pure_exit = t != func.exit() && matches!(&func.code[func.block_start[t as usize] as usize].op, Op::Ret { vals } if vals.is_empty());
                if pure_exit {
                    gone |= m;
                }
                !pure_exit
            });
            if gone != 0 {
                self.exited |= gone;
                for e in fr.stack.iter_mut() {
                    e.mask &= !gone;
                }
            }
        }
        let fr = self.frames.last_mut().unwrap();
        let func = &info.prog.funcs[fr.func as usize];
        let from = block_of(func, pc);
        // Lanes leaving a loop wait for the loop to finish; the others go on.
        let mut rest: Vec<(Dest, u64)> = vec![];
        for (t, m) in live {
            match classify(func, from, t) {
                Dest::Exit { l, to } => {
                    if !park(fr, l, to, m) {
                        rest.push((Dest::Block(to), m));
                    }
                }
                d => rest.push((d, m)),
            }
        }
        match rest.len() {
            0 => {}
            1 => {
                let (d, _) = rest.pop().unwrap();
                goto(fr, func, d);
            }
            _ => {
                let r = func.reconv.rpoint[from as usize];
                let top = fr.stack.last_mut().unwrap();
                if top.reconv == r {
                    fr.stack.pop();
                } else {
                    top.pc = start_pc(func, r);
                }
                for (d, m) in rest.into_iter().rev() {
                    let t = match d {
                        Dest::Block(b) => b,
                        Dest::NextIter(l) => func.reconv.next_iter(l),
                        Dest::Exit { .. } => continue,
                    };
                    if t != r {
                        enter(fr, func, t, m, r);
                    }
                }
            }
        }
    }

    /// Finish a block barrier: write the block-wide reduction result.
    pub fn barrier_result(&mut self, value: u64) {
        if let Some((_, exec, _, Some(dst))) = self.bar_pred.take() {
            let fr = self.frames.last_mut().unwrap();
            put(&mut fr.regs, &mut fr.und, dst, &[value; L], 0, exec);
        }
    }
}

/// The location of op `inst` in `func` for lane `lane`.
fn here(info: &LaunchInfo, func: &Func, inst: &DInst, block: [u32; 3], wave: u32, lane: u32) -> Location {
    Location {
        kernel: info.kernel.clone(),
        function: func.name.clone(),
        block,
        wave,
        lane: Some(lane),
        line: inst.line,
        inst: info.prog.lines.get(inst.line as usize - 1).cloned().unwrap_or_default(),
        src_line: inst.src_line,
    }
}

/// An undefined value reaches memory: a warning, or with `--strict` an `undefined-value` error.
fn report_undef(info: &LaunchInfo, warnings: &mut Vec<Warning>, at: Location, msg: String) -> RResult<()> {
    if info.strict {
        let mut e = RunError::new(ErrKind::UndefinedValue, msg);
        e.at = Some(Box::new(at));
        return Err(e);
    }
    if warnings.len() < 1000 {
        warnings.push(Warning { kind: ErrKind::UndefinedValue, message: msg, at });
    }
    Ok(())
}

fn lanes_of(regs: &[Reg], und: &[u64], s: Slot) -> Lanes {
    Lanes { bits: regs[s as usize], undef: und[s as usize] }
}

fn lanes(m: u64) -> impl Iterator<Item = u32> {
    let mut m = m;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros();
            m &= m - 1;
            Some(l)
        }
    })
}

pub fn lane_list(m: u64) -> String {
    let v: Vec<String> = lanes(m).map(|l| l.to_string()).collect();
    if v.len() > 8 {
        format!("{}… ({} lanes)", v[..8].join(","), v.len())
    } else {
        v.join(",")
    }
}

fn with_lane(mut e: RunError, lane: u32) -> RunError {
    if e.at.is_none() {
        e.at = Some(Box::new(Location { lane: Some(lane), ..Default::default() }));
    }
    e
}

fn check_align(addr: u64, align: u32, size: u32, lane: u32) -> RResult<()> {
    let _ = size;
    if align > 1 && !addr.is_multiple_of(align as u64) {
        return Err(lane_err(ErrKind::Misaligned, lane, format!("address {addr:#x} is not aligned to {align} bytes as the access promises")));
    }
    Ok(())
}

fn self_special(info: &LaunchInfo, wave_idx: u32, bidx: [u32; 3], steps: u64, what: Special) -> Reg {
    let mut r = [0u64; L];
    let [bx, by, _] = info.block;
    for (lane, x) in r.iter_mut().enumerate() {
        let t = wave_idx as u64 * info.wave as u64 + lane as u64;
        *x = match what {
            Special::Tid(0) => t % bx as u64,
            Special::Tid(1) => (t / bx as u64) % by as u64,
            Special::Tid(_) => t / (bx as u64 * by as u64),
            Special::BlockId(d) => bidx[d as usize] as u64,
            Special::BlockDim(d) => info.block[d as usize] as u64,
            Special::GridDim(d) => info.grid[d as usize] as u64,
            Special::WarpId => wave_idx as u64,
            // PTX %nwarpid: the maximum number of warp ids, i.e. resident warps per SM (CUDA
            // C++ Programming Guide, "Technical Specifications per Compute Capability")
            Special::NWarpId => match info.target.sm {
                75 => 32,
                86..=89 | 120..=129 => 48,
                _ => 64,
            },
            Special::WarpSize => info.wave as u64,
            Special::Clock => steps,
            Special::ImplicitArgPtr => info.implicit_ptr,
            Special::DispatchPtr => info.dispatch_ptr,
        };
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ll::ast::flags::*;

    fn reg(v: &[u64]) -> Reg {
        let mut r = [0u64; L];
        r[..v.len()].copy_from_slice(v);
        r
    }

    #[test]
    fn poison_flags_on_i8() {
        // lanes: 127+1 (signed overflow), 100+27 (fine), 255+1 (unsigned wrap), 128+128 (both)
        let (a, b) = (reg(&[127, 100, 255, 128]), reg(&[1, 27, 1, 128]));
        assert_eq!(flag_poison(IOp::Add, 8, NSW, &a, &b) & 0xf, 0b1001);
        assert_eq!(flag_poison(IOp::Add, 8, NUW, &a, &b) & 0xf, 0b1100);
        // 0-1 borrows (nuw); -128-1 overflows (nsw): lanes 0 and 1
        let (a, b) = (reg(&[0, 128, 5]), reg(&[1, 1, 3]));
        assert_eq!(flag_poison(IOp::Sub, 8, NUW, &a, &b) & 0x7, 0b001);
        assert_eq!(flag_poison(IOp::Sub, 8, NSW, &a, &b) & 0x7, 0b010);
        // 64-bit: i64::MAX + 1
        let (a, b) = (reg(&[i64::MAX as u64, u64::MAX]), reg(&[1, 1]));
        assert_eq!(flag_poison(IOp::Add, 64, NSW, &a, &b) & 3, 0b01);
        assert_eq!(flag_poison(IOp::Add, 64, NUW, &a, &b) & 3, 0b10);
        // shl nsw: 0x40 << 1 flips the i8 sign; exact lshr: 3 >> 1 loses a bit
        assert_eq!(flag_poison(IOp::Shl, 8, NSW, &reg(&[0x40, 0x20]), &reg(&[1, 1])) & 3, 0b01);
        assert_eq!(flag_poison(IOp::LShr, 8, EXACT, &reg(&[3, 4]), &reg(&[1, 1])) & 3, 0b01);
    }
}
