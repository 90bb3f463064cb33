//! The PTX instruction of an NVIDIA row, as typed data: what llc-22 selects for the row's
//! intrinsic (NVPTXIntrinsics.td), with the PTX ISA versions it exists in. xlane-lower's
//! NVPTX selection matches [`PtxInsn`] exhaustively, and inline PTX finds a row by its
//! [`PtxInsn::mnemonic`], so a new instruction without its selection does not compile.

use crate::semantics::nvidia::matching::Match;
use crate::semantics::nvidia::mma::Mma;
use crate::semantics::nvidia::redux::Op;
use crate::semantics::nvidia::shfl::Mode;
use crate::semantics::nvidia::sreg::Sreg;
use crate::semantics::nvidia::vote::Vote;
use crate::target::{LEGACY_WARP_MAX_PTX, MAX_PTX};

/// PTX ISA versions (×10) each instruction appeared in (PTX ISA, per-instruction "PTX ISA
/// Notes"); all are still present in the newest PTX, except legacy shfl/vote on sm_70+.
pub const PTX_SYNC: u32 = 60; // shfl.sync, vote.sync, match.sync, bar.warp.sync
pub const PTX_ACTIVEMASK: u32 = 62;
pub const PTX_NANOSLEEP: u32 = 63;
pub const PTX_SM80: u32 = 70; // redux.sync (integer), cp.async
pub const PTX_REDUX_F32: u32 = 86;
pub const PTX_ELECT: u32 = 80;
pub const PTX_FNS: u32 = 60; // fns (sm_30+)
pub const PTX_LDMATRIX: u32 = 65; // ldmatrix (sm_75+); mma.m16n8k8 f16 (sm_75+)
pub const PTX_STMATRIX: u32 = 78; // stmatrix (sm_90+)
/// Legacy `shfl`: PTX 3.0 on; "not supported on sm_70 and higher from PTX ISA version 6.4".
pub const PTX_LEGACY_SHFL: (u32, u32) = (30, LEGACY_WARP_MAX_PTX);
/// Legacy `vote`: as legacy shfl, but LLVM selects it only from PTX 6.0 (NVPTXIntrinsics.td
/// `hasPTX<60>`; errata N9).
pub const PTX_LEGACY_VOTE: (u32, u32) = (PTX_SYNC, LEGACY_WARP_MAX_PTX);

/// A PTX instruction an NVVM intrinsic becomes; the operands it prints follow each variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PtxInsn {
    /// `shfl.sync.{mode}.b32 d[|p], a, b, c, membermask;` (`|p` for the `…p` intrinsics).
    ShflSync(Mode),
    /// Legacy `shfl.{mode}.b32 d[|p], a, b, c;`.
    Shfl(Mode),
    /// `vote.sync.{all,any,uni}.pred p, q, membermask;` / `vote.sync.ballot.b32 d, q, membermask;`.
    VoteSync(Vote),
    /// Legacy `vote.{all,any,uni}.pred p, q;` / `vote.ballot.b32 d, q;`.
    Vote(Vote),
    /// `match.any.sync.b{32,64} d, a, membermask;` / `match.all.sync.b{32,64} d|p, a, membermask;`.
    MatchSync { op: Match, b64: bool },
    /// `redux.sync.{op} d, a, membermask;`.
    ReduxSync(Op),
    /// `mov.u32 d, %sreg;` of a special register; `activemask.b32 d;` for the active mask.
    Sreg(Sreg),
    /// `bar.warp.sync membermask;`.
    BarWarpSync,
    /// `nanosleep.u32 t;`.
    Nanosleep,
    /// `fns.b32 d, mask, base, offset;`.
    Fns,
    /// `elect.sync d|p, membermask;`.
    ElectSync,
    /// `cp.async.{ca,cg}.shared.global [dst], [src], bytes[, src_size];` (`src_size`: the `.s`
    /// intrinsics).
    CpAsync { cg: bool, bytes: u8, src_size: bool },
    /// `cp.async.mbarrier.arrive[.noinc][.shared].b64 [mbar];`.
    CpAsyncArrive { noinc: bool, shared: bool },
    /// `cp.async.commit_group;`.
    CpAsyncCommitGroup,
    /// `cp.async.wait_group n;`.
    CpAsyncWaitGroup,
    /// `cp.async.wait_all;`.
    CpAsyncWaitAll,
    /// `ldmatrix.sync.aligned.m8n8.x{num}[.trans].shared.b16 {d…}, [p];` (`text`: that
    /// spelling, `tests` check it against the fields).
    Ldmatrix { num: u8, trans: bool, text: &'static str },
    /// `stmatrix.sync.aligned.m8n8.x{num}[.trans].shared.b16 [p], {r…};`.
    Stmatrix { num: u8, trans: bool, text: &'static str },
    /// `mma.sync.aligned.m16n8kK.row.col… {d…}, {a…}, {b…}, {c…};` (`text`: `form.mnemonic()`).
    Mma { form: Mma, text: &'static str },
}

impl PtxInsn {
    /// The instruction as docs, `xlane avail` and inline PTX spell it (`shfl.sync.idx.b32`,
    /// `mov.u32 %laneid`).
    pub const fn mnemonic(self) -> &'static str {
        use PtxInsn as P;
        match self {
            P::ShflSync(m) => match m {
                Mode::Up => "shfl.sync.up.b32",
                Mode::Down => "shfl.sync.down.b32",
                Mode::Bfly => "shfl.sync.bfly.b32",
                Mode::Idx => "shfl.sync.idx.b32",
            },
            P::Shfl(m) => match m {
                Mode::Up => "shfl.up.b32",
                Mode::Down => "shfl.down.b32",
                Mode::Bfly => "shfl.bfly.b32",
                Mode::Idx => "shfl.idx.b32",
            },
            P::VoteSync(v) => match v {
                Vote::All => "vote.sync.all.pred",
                Vote::Any => "vote.sync.any.pred",
                Vote::Uni => "vote.sync.uni.pred",
                Vote::Ballot => "vote.sync.ballot.b32",
            },
            P::Vote(v) => match v {
                Vote::All => "vote.all.pred",
                Vote::Any => "vote.any.pred",
                Vote::Uni => "vote.uni.pred",
                Vote::Ballot => "vote.ballot.b32",
            },
            P::MatchSync { op, b64 } => match (op, b64) {
                (Match::Any, false) => "match.any.sync.b32",
                (Match::Any, true) => "match.any.sync.b64",
                (Match::All, false) => "match.all.sync.b32",
                (Match::All, true) => "match.all.sync.b64",
            },
            P::ReduxSync(op) => match op {
                Op::Add => "redux.sync.add.s32",
                Op::Min => "redux.sync.min.s32",
                Op::Max => "redux.sync.max.s32",
                Op::UMin => "redux.sync.min.u32",
                Op::UMax => "redux.sync.max.u32",
                Op::And => "redux.sync.and.b32",
                Op::Or => "redux.sync.or.b32",
                Op::Xor => "redux.sync.xor.b32",
                // PTX ISA 8.6 "redux.sync"; spelling checked with llc-22 -mcpu=sm_100f.
                Op::Float { max, abs, nan } => match (max, abs, nan) {
                    (false, false, false) => "redux.sync.min.f32",
                    (false, true, false) => "redux.sync.min.abs.f32",
                    (false, false, true) => "redux.sync.min.NaN.f32",
                    (false, true, true) => "redux.sync.min.abs.NaN.f32",
                    (true, false, false) => "redux.sync.max.f32",
                    (true, true, false) => "redux.sync.max.abs.f32",
                    (true, false, true) => "redux.sync.max.NaN.f32",
                    (true, true, true) => "redux.sync.max.abs.NaN.f32",
                },
            },
            P::Sreg(r) => match r {
                Sreg::LaneId => "mov.u32 %laneid",
                Sreg::WarpSize => "mov.u32 WARP_SZ",
                Sreg::LaneMaskEq => "mov.u32 %lanemask_eq",
                Sreg::LaneMaskLe => "mov.u32 %lanemask_le",
                Sreg::LaneMaskLt => "mov.u32 %lanemask_lt",
                Sreg::LaneMaskGe => "mov.u32 %lanemask_ge",
                Sreg::LaneMaskGt => "mov.u32 %lanemask_gt",
                Sreg::ActiveMask => "activemask.b32",
            },
            P::BarWarpSync => "bar.warp.sync",
            P::Nanosleep => "nanosleep.u32",
            P::Fns => "fns.b32",
            P::ElectSync => "elect.sync",
            P::CpAsync { cg: false, .. } => "cp.async.ca.shared.global",
            P::CpAsync { cg: true, .. } => "cp.async.cg.shared.global",
            P::CpAsyncArrive { noinc, shared } => match (noinc, shared) {
                (false, false) => "cp.async.mbarrier.arrive.b64",
                (true, false) => "cp.async.mbarrier.arrive.noinc.b64",
                (false, true) => "cp.async.mbarrier.arrive.shared.b64",
                (true, true) => "cp.async.mbarrier.arrive.noinc.shared.b64",
            },
            P::CpAsyncCommitGroup => "cp.async.commit_group",
            P::CpAsyncWaitGroup => "cp.async.wait_group",
            P::CpAsyncWaitAll => "cp.async.wait_all",
            P::Ldmatrix { text, .. } | P::Stmatrix { text, .. } | P::Mma { text, .. } => text,
        }
    }

    /// The PTX ISA versions (×10, inclusive) the instruction exists in.
    pub const fn ptx(self) -> (u32, u32) {
        use PtxInsn as P;
        match self {
            P::Shfl(_) => PTX_LEGACY_SHFL,
            P::Vote(_) => PTX_LEGACY_VOTE,
            P::ShflSync(_) | P::VoteSync(_) | P::MatchSync { .. } | P::BarWarpSync => (PTX_SYNC, MAX_PTX),
            P::ReduxSync(Op::Float { .. }) => (PTX_REDUX_F32, MAX_PTX),
            P::ReduxSync(_) | P::CpAsync { .. } | P::CpAsyncArrive { .. } | P::CpAsyncCommitGroup | P::CpAsyncWaitGroup | P::CpAsyncWaitAll => (PTX_SM80, MAX_PTX),
            P::Sreg(Sreg::ActiveMask) => (PTX_ACTIVEMASK, MAX_PTX),
            P::Sreg(_) => (0, MAX_PTX),
            P::Nanosleep => (PTX_NANOSLEEP, MAX_PTX),
            P::Fns => (PTX_FNS, MAX_PTX),
            P::ElectSync => (PTX_ELECT, MAX_PTX),
            P::Ldmatrix { .. } => (PTX_LDMATRIX, MAX_PTX),
            P::Stmatrix { .. } => (PTX_STMATRIX, MAX_PTX),
            // m16n8k8 with f16 operands exists from PTX 6.5 (sm_75); every other form from 7.0
            P::Mma { form, .. } => (if form.k == 8 && matches!(form.a, crate::semantics::nvidia::mma::In::F16) { PTX_LDMATRIX } else { PTX_SM80 }, MAX_PTX),
        }
    }
}
