//! The registry: one declarative table of every builtin and LLVM intrinsic xlane knows.
//!
//! Each [`Builtin`] row carries the signature, which parameters must be compile-time
//! constants, the legal values of each constant, availability (features + wave size), the
//! semantics function and the lowering. Diagnostics, `xlane avail`, docs, the runner and the
//! lowering layer all read these rows; nothing else may keep a second copy of these facts.
//!
//! The table is split by vendor into two files for readability (`amd.rs`, `nvidia.rs`); it is
//! still one table: [`all`] walks both. A name may have one row per vendor (`__shfl_sync`,
//! `__ballot`); [`lookup`] picks by vendor.

mod amd;
pub mod matrix;
mod nvidia;

mod lowering;
mod ptx;

pub use lowering::{AmdInsn, Exec, Expansion, Insn, Lower, Operand, Permute};
pub use ptx::PtxInsn;

use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Outputs, SemCtx};
use crate::target::{self, Features, Target, Vendor};
use crate::value::Arg;
use crate::value::ElemTy;

/// At which level of the stack a name lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// A clang builtin: `__builtin_amdgcn_*`, `__nvvm_*`.
    ClangBuiltin,
    /// A function from the HIP headers: `__shfl`, `__ballot`, `__shfl_sync`.
    Hip,
    /// A function from the CUDA headers: `__shfl_sync`, `__reduce_add_sync`.
    Cuda,
    /// An LLVM intrinsic: `llvm.amdgcn.update.dpp`, `llvm.nvvm.shfl.sync.idx.i32p`.
    Intrinsic,
}

/// The type of one parameter or result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ty {
    /// The entry's generic element type `T` (see [`Builtin::types`]).
    T,
    Fixed(ElemTy),
}

/// Which constant values a parameter accepts. Checked against the target before semantics run.
#[derive(Debug, Clone, Copy)]
pub enum Legal {
    /// Any value of the type.
    Any,
    /// A custom rule: `Err` explains the refusal (e.g. the DPP control legality by generation).
    Rule(fn(&Target, u32, u64) -> Result<()>),
}

#[derive(Debug, Clone, Copy)]
pub struct Param {
    pub name: &'static str,
    pub ty: Ty,
    /// Must be a compile-time constant (clang's `I` prefix / an `immarg` operand).
    pub imm: bool,
    pub legal: Legal,
    pub role: Role,
}

/// What a parameter means to the runner beyond its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Data,
    /// The member mask of an NVIDIA `*_sync` operation: the lanes that must arrive together.
    MemberMask,
}

impl Param {
    /// A runtime value.
    pub const fn val(name: &'static str, ty: Ty) -> Param {
        Param { name, ty, imm: false, legal: Legal::Any, role: Role::Data }
    }
    /// A compile-time constant.
    pub const fn imm(name: &'static str, ty: Ty) -> Param {
        Param { name, ty, imm: true, legal: Legal::Any, role: Role::Data }
    }
    /// An NVIDIA member mask (`mask`, 32 bits).
    pub const fn member_mask() -> Param {
        Param { name: "mask", ty: Ty::Fixed(ElemTy::U32), imm: false, legal: Legal::Any, role: Role::MemberMask }
    }
    /// Restrict the constant's values with a rule.
    pub const fn legal(mut self, rule: fn(&Target, u32, u64) -> Result<()>) -> Param {
        self.legal = Legal::Rule(rule);
        self
    }
}

/// What a call returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ret {
    Void,
    One(Ty),
    /// Two values per lane: the permlane swaps (`ret` lanes are `[x, y]`).
    Pair(Ty),
    /// A value plus a predicate output named `pred` (`.i32p` shuffles, `__match_all_sync`).
    WithPred(Ty),
    /// Several values of one type per lane, an LLVM struct `{T, T, …}`: the matrix fragments
    /// of `ldmatrix.x2/.x4` and `mma` (outputs `d0`, `d1`, …).
    Many(u8, Ty),
}

impl Ret {
    /// How many values per lane the call returns.
    pub const fn count(self) -> usize {
        match self {
            Ret::Void => 0,
            Ret::One(_) => 1,
            Ret::Pair(_) | Ret::WithPred(_) => 2,
            Ret::Many(n, _) => n as usize,
        }
    }
}

/// Where a builtin exists. All conditions must hold.
#[derive(Debug, Clone, Copy)]
pub struct Avail {
    pub vendor: Vendor,
    /// Target features the builtin needs (all of them).
    pub features: Features,
    /// A wave size the builtin requires (`ballot_w32` needs 32).
    pub wave: Option<u32>,
    /// Extra rule, for gates that are not a plain feature set (PTX version ranges).
    pub rule: Option<fn(&Target, u32) -> Result<()>>,
}

impl Avail {
    pub const fn amd(features: Features) -> Avail {
        Avail { vendor: Vendor::Amd, features, wave: None, rule: None }
    }
    pub const fn nvidia(features: Features) -> Avail {
        Avail { vendor: Vendor::Nvidia, features, wave: None, rule: None }
    }
    pub const fn wave(mut self, w: u32) -> Avail {
        self.wave = Some(w);
        self
    }
    pub const fn rule(mut self, r: fn(&Target, u32) -> Result<()>) -> Avail {
        self.rule = Some(r);
        self
    }
}

/// The semantics function of an entry: a pure function of the wave and the arguments.
pub type SemFn = fn(&SemCtx, &[Arg]) -> Result<Outputs>;

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct Builtin {
    /// The exact spelling (`__builtin_amdgcn_update_dpp`, `__shfl_sync`, `llvm.amdgcn.update.dpp`).
    /// An overloaded intrinsic is stored without its type suffix.
    pub name: &'static str,
    pub level: Level,
    pub params: &'static [Param],
    pub ret: Ret,
    /// Element types accepted for `T`; the first is the default. Empty: not generic.
    pub types: &'static [ElemTy],
    pub avail: Avail,
    pub sem: SemFn,
    pub lower: Lower,
    /// Which lanes the call reads and writes.
    pub exec: Exec,
    /// One line for docs and `xlane avail`.
    pub doc: &'static str,
    /// Primary source of the semantics (ISA section, LLVM file, PTX section).
    pub source: &'static str,
    /// For a row that only moves values: the operands that steer it (bit k = operand k).
    /// Every output depends on the site (target, wave, exec, type, policy) and these operands
    /// alone, except the lanes of an output with a route, which are that route applied to
    /// the operands (`Route::apply`). So a caller that evaluated a call once may, for the
    /// same site and steering operands, reuse the outputs and re-apply their routes to new
    /// data (the kernel runner does, once per call site). `None`: no such promise.
    /// `tests/all/steer.rs` checks the promise for every row that makes it.
    pub steer: Option<u32>,
    /// The first result is a lane mask (bit k stands for lane k: ballots, active masks,
    /// match sets, wave compares); `xlane run` prints the buffers it reaches in hex.
    pub lane_mask: bool,
}

/// The row builder, one for both vendors. A row starts from what it cannot do without — its
/// spelling, level, availability, semantics and lowering — and names every other field.
impl Builtin {
    /// The route of this row's DPP move with fetch-inactive set (FI=1, an assembly line's
    /// `fi:1`, which no builtin emits); `None` for a row that is not a DPP16/DPP8 move.
    pub fn fetch_inactive_route(&self, target: &Target, wave: u32, exec: u64, args: &[Arg]) -> Result<Option<crate::semantics::Route>> {
        use crate::semantics::amd::{dpp16, dpp8};
        Ok(match self.lower.intrinsic {
            "llvm.amdgcn.update.dpp" if args.len() == 6 => Some(dpp16::update_dpp_fetch_inactive(target, wave, exec, args)?),
            "llvm.amdgcn.mov.dpp8" => Some(dpp8::mov_dpp8_fetch_inactive(wave, exec, args)?),
            _ => None,
        })
    }

    /// A row whose machine instruction xlane-lower could not select does not compile: the
    /// table is a `static`, so these checks run in the compiler (a failed one is error E0080,
    /// "evaluation panicked", at the row). An AMD intrinsic row names its `AmdInsn`
    /// (`Lower::select`), an NVIDIA row that calls an intrinsic its `PtxInsn` (`Lower::nvvm`),
    /// and no other row either.
    pub const fn row(name: &'static str, level: Level, avail: Avail, sem: SemFn, lower: Lower) -> Builtin {
        let amd = matches!(avail.vendor, Vendor::Amd);
        assert!(
            (amd && matches!(level, Level::Intrinsic)) == matches!(lower.insn, Insn::Amd(_)),
            "an AMD intrinsic row names its instruction selection (`Lower::select`), and no other row does"
        );
        assert!(
            (!amd && !lower.intrinsic.is_empty()) == matches!(lower.insn, Insn::Ptx(_)),
            "an NVIDIA row that calls an intrinsic names its PTX instruction (`Lower::nvvm`), and no other row does"
        );
        Builtin { name, level, params: &[], ret: Ret::Void, types: &[], avail, sem, lower, exec: Exec::Active, doc: "", source: "", steer: None, lane_mask: false }
    }
    pub const fn params(mut self, params: &'static [Param]) -> Builtin {
        self.params = params;
        self
    }
    pub const fn ret(mut self, ret: Ret) -> Builtin {
        self.ret = ret;
        self
    }
    /// The element types `T` takes; the first is the default.
    pub const fn types(mut self, types: &'static [ElemTy]) -> Builtin {
        self.types = types;
        self
    }
    pub const fn exec(mut self, exec: Exec) -> Builtin {
        self.exec = exec;
        self
    }
    pub const fn doc(mut self, doc: &'static str) -> Builtin {
        self.doc = doc;
        self
    }
    pub const fn source(mut self, source: &'static str) -> Builtin {
        self.source = source;
        self
    }
    /// The first result is a lane mask ([`Builtin::lane_mask`]).
    pub const fn lane_mask(mut self) -> Builtin {
        self.lane_mask = true;
        self
    }
}

impl Builtin {
    /// The row with its steering operands (see [`Builtin::steer`]).
    pub const fn steered(mut self, operands: u32) -> Builtin {
        self.steer = Some(operands);
        self
    }

    pub fn vendor(&self) -> Vendor {
        self.avail.vendor
    }

    /// The parameter holding an NVIDIA `*_sync` member mask, if the builtin has one.
    pub fn member_mask_param(&self) -> Option<usize> {
        self.params.iter().position(|p| p.role == Role::MemberMask)
    }

    /// The AMDGPU selection rule of the intrinsic the row lowers to: an intrinsic row's own, a
    /// clang builtin's intrinsic row's. `None` for rows that lower otherwise (header
    /// expansions, NVIDIA).
    pub fn amd_selection(&self) -> Option<AmdInsn> {
        match self.lower.insn {
            Insn::Amd(sel) => Some(sel),
            _ if self.vendor() == Vendor::Amd && !self.lower.intrinsic.is_empty() => match lookup(self.lower.intrinsic, Some(Vendor::Amd)).ok()?.0.lower.insn {
                Insn::Amd(sel) => Some(sel),
                _ => None,
            },
            _ => None,
        }
    }

    /// Is this one of the whole-wave-mode intrinsics (`set.inactive`, `wwm`, `strict.wwm`,
    /// `strict.wqm`, `wqm`)? Their meaning is not in one call but in the computation between
    /// them, which runs with lanes the exec mask excludes (AMDGPU SIWholeQuadMode).
    pub fn is_whole_wave_mode(&self) -> bool {
        // read from the row's selection rule, never its name (`llvm.amdgcn.wqm.vote` is not)
        matches!(self.lower.insn, Insn::Amd(AmdInsn::WholeWave(_)))
    }

    /// Is parameter `i` the member mask of a HIP `_sync` function? The headers declare it as
    /// a template `MaskT` and `static_assert(sizeof(MaskT) == 8)` ("The mask must be a 64-bit
    /// integer. Implicitly promoting a smaller integer is almost always an error."; ROCm clr
    /// amd_warp_sync_functions.h, `__hip_check_mask`), so a 32-bit mask does not compile.
    pub fn takes_64bit_mask(&self, i: usize) -> bool {
        self.level == Level::Hip && self.params.get(i).is_some_and(|p| p.name == "mask" && p.ty == Ty::Fixed(ElemTy::U64))
    }

    /// Is the builtin available on `target` in `wave`? `Err` explains why not, naming where it is.
    pub fn check_avail(&self, t: &Target, wave: u32) -> Result<()> {
        let Some(why) = self.unavailable_because(t, wave) else { return Ok(()) };
        let have = self.available_on();
        let help = if have.is_empty() { "no known target has it".to_string() } else { format!("available on: {}", summarize_targets(&have)) };
        Err(Diag::new(DiagKind::Unavailable, format!("`{}` is not available on {} wave{wave}: {why}", self.name, t.name)).with_help(help))
    }

    /// Every (target, wave) pair where the builtin is available.
    pub fn available_on(&self) -> Vec<(&'static str, u32)> {
        let mut v = vec![];
        for t in target::all() {
            for &w in t.waves {
                if self.unavailable_because(t, w).is_none() {
                    v.push((t.name, w));
                }
            }
        }
        v
    }

    /// The one place the availability conditions are read: `None` when available, else why not.
    fn unavailable_because(&self, t: &Target, wave: u32) -> Option<String> {
        unavailable_because(&self.avail, t, wave)
    }

    pub fn is_generic(&self) -> bool {
        !self.types.is_empty()
    }

    /// Resolve the parameter/result type `ty` for element type `t`.
    pub fn resolve(&self, ty: Ty, t: Option<ElemTy>) -> ElemTy {
        match ty {
            Ty::Fixed(e) => e,
            Ty::T => t.unwrap_or(self.types[0]),
        }
    }
}

/// The one place availability conditions are read (the table's rows and [`matrix`]'s): `None`
/// when `avail` holds on `t` in `wave`, else why not.
pub(crate) fn unavailable_because(avail: &Avail, t: &Target, wave: u32) -> Option<String> {
    if t.vendor != avail.vendor {
        return Some(format!("it is {:?}-only", avail.vendor));
    }
    if !t.has(avail.features) {
        let missing = Features(avail.features.0 & !t.features.0);
        return Some(format!("the target lacks feature {}", crate::target::feat::names(missing).join(", ")));
    }
    if let Some(w) = avail.wave.filter(|&w| w != wave) {
        return Some(format!("it needs wave{w}"));
    }
    avail.rule.and_then(|rule| rule(t, wave).err()).map(|d| d.message)
}

/// `[(gfx1100, 32), (gfx1100, 64), (gfx1250, 32)]` → `gfx1100 (wave32/64), gfx1250 (wave32)`:
/// consecutive targets with the same wave sizes share one suffix.
fn summarize_targets(pairs: &[(&'static str, u32)]) -> String {
    let mut per_target: Vec<(&str, Vec<u32>)> = vec![];
    for &(t, w) in pairs {
        match per_target.last_mut() {
            Some((name, waves)) if *name == t => waves.push(w),
            _ => per_target.push((t, vec![w])),
        }
    }
    let mut groups: Vec<(Vec<&str>, &[u32])> = vec![];
    for (name, waves) in &per_target {
        match groups.last_mut() {
            Some((names, w)) if *w == waves.as_slice() => names.push(name),
            _ => groups.push((vec![name], waves)),
        }
    }
    let wave_text = |w: &[u32]| w.iter().map(u32::to_string).collect::<Vec<_>>().join("/");
    groups.iter().map(|(names, w)| format!("{} (wave{})", names.join(", "), wave_text(w))).collect::<Vec<_>>().join("; ")
}

/// Every entry of the table.
pub fn all() -> impl Iterator<Item = &'static Builtin> {
    amd::TABLE.iter().chain(nvidia::TABLE.iter())
}

/// The rows spelled `name`, in table order (an index built once over the table: the
/// interpreter and `evaluate` look names up on every call).
fn rows_named(name: &str) -> &'static [&'static Builtin] {
    static INDEX: std::sync::OnceLock<std::collections::HashMap<&'static str, Vec<&'static Builtin>>> = std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let mut m: std::collections::HashMap<&'static str, Vec<&'static Builtin>> = std::collections::HashMap::new();
        for b in all() {
            m.entry(b.name).or_default().push(b);
        }
        m
    });
    index.get(name).map_or(&[], Vec::as_slice)
}

/// Find an entry by exact spelling. Some names exist for both vendors (`__shfl_sync`,
/// `__ballot`, `__activemask` are HIP and CUDA functions): `vendor` picks the row; without
/// it the first row wins. Overloaded intrinsics may carry a type suffix
/// (`llvm.amdgcn.update.dpp.i32`); the suffix, when it names an element type, is returned.
pub fn lookup(name: &str, vendor: Option<Vendor>) -> Result<(&'static Builtin, Option<ElemTy>)> {
    find(name, vendor).unwrap_or_else(|| {
        let near = nearest_names(name);
        let d = Diag::new(DiagKind::UnknownBuiltin, format!("unknown builtin `{name}`"));
        Err(if near.is_empty() { d.with_help("run `xlane avail` to list every builtin") } else { d.with_help(format!("did you mean {}?", near.join(", "))) })
    })
}

/// [`lookup`] without the suggestions of a name no row has (`None`): the decoder asks about
/// every intrinsic a kernel calls, most of which are not cross-lane builtins, and the
/// nearest-name search is costly.
pub fn find(name: &str, vendor: Option<Vendor>) -> Option<Result<(&'static Builtin, Option<ElemTy>)>> {
    let for_vendor = |b: &&&Builtin| vendor.is_none_or(|v| b.vendor() == v);
    let exact = rows_named(name);
    if let Some(b) = exact.iter().find(for_vendor).or_else(|| exact.first()) {
        return Some(Ok((b, None)));
    }
    let (base, suffix) = name.rsplit_once('.')?;
    let b = rows_named(base).iter().find(|b| b.level == Level::Intrinsic && b.is_generic())?;
    Some(
        llvm_type_suffix(suffix)
            .map(|ty| (*b, Some(ty)))
            .ok_or_else(|| Diag::new(DiagKind::Type, format!("`{name}`: `{suffix}` is not a type suffix `{base}` takes"))),
    )
}

/// The intrinsic rows that spell one overload of `base` in their name: LLVM 22's
/// `llvm.amdgcn.icmp`/`fcmp` carry their result width as the first suffix, so their rows are
/// `llvm.amdgcn.icmp.i32` and `.i64`; the base name stands for all of them.
pub fn overloads_of(base: &str) -> Vec<&'static Builtin> {
    all()
        .filter(|b| b.level == Level::Intrinsic)
        .filter(|b| b.name.strip_prefix(base).and_then(|r| r.strip_prefix('.')).is_some_and(|suffix| llvm_type_suffix(suffix).is_some()))
        .collect()
}

/// LLVM overload suffixes: `i32 i64 f32 f64 f16 bf16 v2i32`… (integers are sign-agnostic in
/// LLVM; the signed form is used).
pub fn llvm_type_suffix(s: &str) -> Option<ElemTy> {
    Some(match s {
        "i1" => ElemTy::Bool,
        "i8" => ElemTy::I8,
        "i16" => ElemTy::I16,
        "i32" => ElemTy::I32,
        "i64" => ElemTy::I64,
        "f16" => ElemTy::F16,
        "bf16" => ElemTy::BF16,
        "f32" => ElemTy::F32,
        "f64" => ElemTy::F64,
        "v2f16" => ElemTy::F16x2,
        "v2bf16" => ElemTy::BF16x2,
        _ => return None,
    })
}

/// Up to five builtin names closest to a misspelt `name`, best first: by edit distance
/// (Damerau–Levenshtein, so a swapped pair `snyc` costs 1) on the names without their
/// `__builtin_amdgcn_`/`__nvvm_`/`llvm.` prefix, then substring matches. Character-based, so
/// any UTF-8 input is safe.
pub fn nearest_names(name: &str) -> Vec<&'static str> {
    let strip = |s: &str| {
        s.trim_start_matches("__builtin_amdgcn_")
            .trim_start_matches("__nvvm_")
            .trim_start_matches("llvm.")
            .trim_start_matches('_')
            .to_ascii_lowercase()
    };
    let want = strip(name);
    if want.is_empty() {
        return vec![];
    }
    let limit = (want.chars().count() / 3).max(2);
    let mut scored: Vec<(usize, &'static str)> = all()
        .filter_map(|b| {
            let have = strip(b.name);
            let d = strsim::damerau_levenshtein(&want, &have);
            let contains = want.chars().count() > 3 && (have.contains(&want) || want.contains(&have));
            (d <= limit || contains).then_some((if d <= limit { d } else { limit + 1 + d }, b.name))
        })
        .collect();
    scored.sort();
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(5).map(|(_, n)| n).collect()
}

/// The row a programmer writes for the AMDGPU selection `sel`: the clang builtin that lowers
/// to it (the one with the most parameters where several do: `update_dpp`, which also takes
/// `old`, over the older `mov_dpp`), else the intrinsic row itself (`llvm.amdgcn.writelane` has
/// no builtin). Reading assembly back (xlane-lower's `from_asm`) starts here.
pub fn by_amd_insn(sel: AmdInsn) -> Option<&'static Builtin> {
    let rows = |level: Level| amd::TABLE.iter().filter(move |b| b.level == level && b.amd_selection() == Some(sel));
    // `max_by_key` keeps the last of equals; reversed, table order breaks ties.
    rows(Level::ClangBuiltin).rev().max_by_key(|b| b.params.len()).or_else(|| rows(Level::Intrinsic).next())
}

/// The NVIDIA intrinsic row whose lowering is PTX instruction `insn` (its [`PtxInsn::mnemonic`],
/// e.g. `shfl.sync.down.b32`, `vote.sync.ballot.b32`, `redux.sync.min.u32`): inline PTX
/// reaches the same row, and so the same semantics, as the intrinsic llc would lower.
/// `with_pred`: the form that also writes a predicate (`shfl.sync … d|p`, `match.all`); without
/// it, the plain form when there is one. Bit-agnostic instructions (`.b32`) map to the integer
/// row rather than the float one.
pub fn by_ptx_insn(insn: &str, with_pred: bool) -> Option<&'static Builtin> {
    let rows = || nvidia::TABLE.iter().filter(move |b| b.level == Level::Intrinsic && matches!(b.lower.insn, Insn::Ptx(p) if p.mnemonic() == insn));
    let pred_form = |b: &Builtin| matches!(b.ret, Ret::WithPred(_));
    let float = |b: &Builtin| matches!(b.ret, Ret::One(Ty::Fixed(t)) | Ret::WithPred(Ty::Fixed(t)) if t.is_float());
    // `min_by_key` keeps the first of equals: table order breaks ties.
    if with_pred {
        rows().filter(|b| pred_form(b)).min_by_key(|b| float(b))
    } else {
        rows().min_by_key(|b| (float(b), pred_form(b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The member-mask role sits on NVIDIA `mask` parameters only, and every NVIDIA warp
    /// operation that takes a `mask` (all but `fns`, whose mask is data) names it with the
    /// role (the runner meets the lanes it lists).
    #[test]
    fn member_masks_are_nvidia_mask_parameters() {
        for b in all() {
            for p in b.params {
                let member = p.role == Role::MemberMask;
                let warp_op = b.vendor() == Vendor::Nvidia && p.name == "mask" && !b.name.contains("fns");
                assert_eq!(member, warp_op, "{}({})", b.name, p.name);
            }
        }
    }

    /// A name has at most one row per vendor (the module doc's promise, which `lookup` relies
    /// on when it picks a row by vendor).
    #[test]
    fn names_are_unique_per_vendor() {
        let mut seen = std::collections::HashSet::new();
        for b in all() {
            assert!(seen.insert((b.name, b.vendor())), "two {:?} rows named `{}`", b.vendor(), b.name);
        }
    }

    /// A clang builtin selects like the intrinsic it lowers to.
    #[test]
    fn builtins_select_like_their_intrinsic() {
        let sel = |n: &str| lookup(n, Some(Vendor::Amd)).unwrap().0.amd_selection();
        assert_eq!(sel("__builtin_amdgcn_mov_dpp8"), Some(AmdInsn::Dpp8));
        assert_eq!(sel("__builtin_amdgcn_ds_swizzle"), Some(AmdInsn::DsSwizzle));
        assert_eq!(sel("llvm.amdgcn.update.dpp"), Some(AmdInsn::Dpp16));
        assert_eq!(lookup("__shfl_xor", Some(Vendor::Amd)).unwrap().0.amd_selection(), None, "a header expansion");
    }

    /// Only `set.inactive` defines the inactive lanes; only the `wwm`/`wqm` markers end a
    /// whole-wave or whole-quad computation.
    #[test]
    fn exec_modes() {
        for b in all() {
            let defines = b.exec == Exec::DefinesInactive;
            assert_eq!(defines, b.name.starts_with("llvm.amdgcn.set.inactive"), "{}", b.name);
            let wave = matches!(b.name, "llvm.amdgcn.wwm" | "llvm.amdgcn.strict.wwm");
            let quad = matches!(b.name, "llvm.amdgcn.wqm" | "llvm.amdgcn.strict.wqm" | "llvm.amdgcn.softwqm");
            assert_eq!((b.exec == Exec::EndsWholeWave, b.exec == Exec::EndsWholeQuad), (wave, quad), "{}", b.name);
        }
    }

    /// A row that lowers to a lane-mask intrinsic returns a lane mask itself, so `eval` of
    /// the builtin and `run` of its IR agree on what the value is.
    #[test]
    fn lane_masks_follow_the_lowering() {
        for b in all() {
            let via = all().find(|r| r.level == Level::Intrinsic && !b.lower.intrinsic.is_empty() && r.name == b.lower.intrinsic && r.vendor() == b.vendor());
            if let Some(r) = via {
                assert_eq!(b.lane_mask, r.lane_mask, "{} lowers to {}", b.name, r.name);
            }
        }
    }

    /// Every NVIDIA row that calls an intrinsic names its PTX instruction, the same as the
    /// intrinsic's own row, and its PTX versions are the instruction's; rows that only expand
    /// (p2r/r2p, `__pipeline_memcpy_async`) select nothing themselves.
    #[test]
    fn nvidia_rows_name_their_ptx_instruction() {
        for b in all().filter(|b| b.vendor() == Vendor::Nvidia) {
            let Insn::Ptx(insn) = b.lower.insn else {
                assert!(b.lower.intrinsic.is_empty() && b.lower.expansion.is_some(), "{}: an intrinsic without its PTX instruction", b.name);
                continue;
            };
            assert_eq!(b.lower.ptx, Some(insn.ptx()), "{}", b.name);
            let (row, _) = lookup(b.lower.intrinsic, Some(Vendor::Nvidia)).unwrap();
            assert_eq!((row.level, row.lower.insn), (Level::Intrinsic, b.lower.insn), "{} lowers to {}", b.name, row.name);
        }
    }

    /// Each AMDGPU selection an assembly line can name reads back as a row that selects it.
    #[test]
    fn amd_selections_have_a_row_to_write() {
        for b in all() {
            if let Insn::Amd(sel) = b.lower.insn {
                let back = by_amd_insn(sel).unwrap_or_else(|| panic!("{}", b.name));
                assert_eq!(back.amd_selection(), Some(sel), "{} → {}", b.name, back.name);
            }
        }
        assert_eq!(by_amd_insn(AmdInsn::Dpp16).map(|b| b.name), Some("__builtin_amdgcn_update_dpp"));
        assert_eq!(by_amd_insn(AmdInsn::WriteLane).map(|b| b.name), Some("llvm.amdgcn.writelane"));
    }

    /// Every AMD intrinsic row (`llvm.amdgcn.*`, and the AMD rows of the generic
    /// `llvm.read_register`/`write_register`) names its instruction selection; no other row does.
    #[test]
    fn amd_intrinsic_rows_select() {
        for b in all() {
            let selects = matches!(b.lower.insn, Insn::Amd(_));
            assert_eq!(selects, b.vendor() == Vendor::Amd && b.level == Level::Intrinsic, "{}", b.name);
        }
    }
}
