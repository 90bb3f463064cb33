//! What the harness records: one [`Suite`] per (builtin, C++ type). Each suite becomes one CUDA
//! kernel, a batch of random cases and a run of lines in one vector file.

/// Shuffle mode (PTX ISA, `shfl.sync` `.mode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Idx,
    Up,
    Down,
    Bfly,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Idx, Mode::Up, Mode::Down, Mode::Bfly];

    /// The CUDA C++ function (CUDA Programming Guide, Warp Shuffle Functions).
    pub fn cuda_fn(self) -> &'static str {
        match self {
            Mode::Idx => "__shfl_sync",
            Mode::Up => "__shfl_up_sync",
            Mode::Down => "__shfl_down_sync",
            Mode::Bfly => "__shfl_xor_sync",
        }
    }

    /// The PTX `.mode` spelling.
    pub fn ptx(self) -> &'static str {
        match self {
            Mode::Idx => "idx",
            Mode::Up => "up",
            Mode::Down => "down",
            Mode::Bfly => "bfly",
        }
    }

    /// The third argument is `unsigned int delta` for up/down and `int` for idx/xor
    /// (CUDA 13 `sm_30_intrinsics.hpp`).
    pub fn third_is_signed(self) -> bool {
        matches!(self, Mode::Idx | Mode::Bfly)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoteOp {
    All,
    Any,
    Uni,
    Ballot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReduxOp {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
}

/// Which builtin a suite calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `__shfl*_sync(mask, var, lane/delta/laneMask, width)` through the CUDA headers.
    Shfl(Mode),
    /// `llvm.nvvm.shfl.sync.<mode>.i32p(mask, a, b, c)`: raw `shfl.sync` with its predicate,
    /// issued as inline PTX (CUDA has no function that returns the predicate).
    ShflP(Mode),
    Vote(VoteOp),
    MatchAny,
    MatchAll,
    Redux(ReduxOp),
    /// `__syncwarp(mask)`, then `__activemask()` in the same lanes.
    SyncWarp,
}

impl Kind {
    /// The `call` field of the vector.
    pub fn call(self) -> String {
        match self {
            Kind::Shfl(m) => m.cuda_fn().into(),
            Kind::ShflP(m) => format!("llvm.nvvm.shfl.sync.{}.i32p", m.ptx()),
            Kind::Vote(VoteOp::All) => "__all_sync".into(),
            Kind::Vote(VoteOp::Any) => "__any_sync".into(),
            Kind::Vote(VoteOp::Uni) => "__uni_sync".into(),
            Kind::Vote(VoteOp::Ballot) => "__ballot_sync".into(),
            Kind::MatchAny => "__match_any_sync".into(),
            Kind::MatchAll => "__match_all_sync".into(),
            Kind::Redux(op) => format!(
                "__reduce_{}_sync",
                match op {
                    ReduxOp::Add => "add",
                    ReduxOp::Min => "min",
                    ReduxOp::Max => "max",
                    ReduxOp::And => "and",
                    ReduxOp::Or => "or",
                    ReduxOp::Xor => "xor",
                }
            ),
            Kind::SyncWarp => "__syncwarp".into(),
        }
    }

    pub fn is_shuffle(self) -> bool {
        matches!(self, Kind::Shfl(_) | Kind::ShflP(_))
    }

    pub fn mode(self) -> Option<Mode> {
        match self {
            Kind::Shfl(m) | Kind::ShflP(m) => Some(m),
            _ => None,
        }
    }
}

/// A C++ type a suite instantiates the builtin with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CTy {
    /// The spelling in CUDA C++.
    pub cuda: &'static str,
    /// The vector `type` field (docs/vectors.md).
    pub elem: &'static str,
    /// A short tag for ids and kernel names; differs from `elem` where two C++ types share
    /// one vector type (`long` and `long long` are both `i64`).
    pub tag: &'static str,
    pub bits: u32,
    pub float: bool,
    pub signed: bool,
}

const fn t(cuda: &'static str, elem: &'static str, tag: &'static str, bits: u32, float: bool, signed: bool) -> CTy {
    CTy { cuda, elem, tag, bits, float, signed }
}

pub const U32: CTy = t("unsigned", "u32", "u32", 32, false, false);
pub const I32: CTy = t("int", "i32", "i32", 32, false, true);
pub const F32: CTy = t("float", "f32", "f32", 32, true, false);
pub const LONG: CTy = t("long", "i64", "long", 64, false, true);
pub const ULONG: CTy = t("unsigned long", "u64", "ulong", 64, false, false);
pub const I64: CTy = t("long long", "i64", "i64", 64, false, true);
pub const U64: CTy = t("unsigned long long", "u64", "u64", 64, false, false);
pub const F64: CTy = t("double", "f64", "f64", 64, true, false);
pub const F16: CTy = t("__half", "f16", "f16", 16, true, false);
pub const BF16: CTy = t("__nv_bfloat16", "bf16", "bf16", 16, true, false);
pub const F16X2: CTy = t("__half2", "f16x2", "f16x2", 32, true, false);
pub const BF16X2: CTy = t("__nv_bfloat162", "bf16x2", "bf16x2", 32, true, false);

impl CTy {
    pub fn mask(&self) -> u64 {
        if self.bits == 64 {
            u64::MAX
        } else {
            (1u64 << self.bits) - 1
        }
    }
}

/// One (builtin, type) pair.
#[derive(Debug, Clone, Copy)]
pub struct Suite {
    pub kind: Kind,
    pub ty: CTy,
    /// The vector file (without `.jsonl.gz`) its cases go to.
    pub file: &'static str,
}

impl Suite {
    /// The `extern "C"` kernel name: `k_shfl_up_sync_f16`.
    pub fn kernel(&self) -> String {
        let call = self.kind.call().replace("llvm.nvvm.", "");
        let mut name = String::from("k");
        for part in call.split(|c: char| !c.is_ascii_alphanumeric()).filter(|p| !p.is_empty()) {
            name.push('_');
            name.push_str(part);
        }
        format!("{name}_{}", self.ty.tag)
    }

    /// Whether some cases run in a kernel whose other lanes stay alive (see `Case::live`).
    pub fn has_live_variant(&self) -> bool {
        self.kind.is_shuffle() || self.kind == Kind::SyncWarp
    }

    /// The kernel for cases whose other lanes stay alive.
    pub fn live_kernel(&self) -> String {
        format!("{}_live", self.kernel())
    }

    /// Case id prefix: `shfl_up_sync/f16`.
    pub fn id_prefix(&self) -> String {
        format!("{}/{}", self.kind.call().trim_start_matches("__"), self.ty.tag)
    }
}

/// Every suite, in recording order. Chosen to fill what `vectors/nvidia-sm90` lacks:
/// 16-bit and packed types, `long`/`long long` and `double` outside idx, member masks that
/// split the executing lanes into groups, widths that are not powers of two, `__uni_sync`
/// corner cases, float match, and `__syncwarp`.
pub fn all() -> Vec<Suite> {
    let mut v = vec![];
    let mut add = |kind, ty, file| v.push(Suite { kind, ty, file });
    for ty in [F16, BF16, F16X2, BF16X2] {
        for m in Mode::ALL {
            add(Kind::Shfl(m), ty, "shfl16");
        }
    }
    for ty in [I64, LONG, U64, ULONG, F64] {
        for m in Mode::ALL {
            add(Kind::Shfl(m), ty, "shfl64");
        }
    }
    for ty in [U32, I32, F32] {
        for m in Mode::ALL {
            add(Kind::Shfl(m), ty, "shfl32");
        }
    }
    for m in Mode::ALL {
        add(Kind::ShflP(m), U32, "shflp");
    }
    for op in [VoteOp::All, VoteOp::Any, VoteOp::Uni, VoteOp::Ballot] {
        add(Kind::Vote(op), I32, "vote");
    }
    for ty in [U32, I32, F32, U64, I64, F64] {
        add(Kind::MatchAny, ty, "match");
        add(Kind::MatchAll, ty, "match");
    }
    for (op, tys) in [
        (ReduxOp::Add, &[U32, I32][..]),
        (ReduxOp::Min, &[U32, I32][..]),
        (ReduxOp::Max, &[U32, I32][..]),
        (ReduxOp::And, &[U32][..]),
        (ReduxOp::Or, &[U32][..]),
        (ReduxOp::Xor, &[U32][..]),
    ] {
        for &ty in tys {
            add(Kind::Redux(op), ty, "redux");
        }
    }
    add(Kind::SyncWarp, U32, "syncwarp");
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_names_and_ids_are_unique() {
        let s = all();
        let mut k: Vec<String> = s.iter().map(Suite::kernel).collect();
        let mut ids: Vec<String> = s.iter().map(Suite::id_prefix).collect();
        k.sort();
        k.dedup();
        ids.sort();
        ids.dedup();
        assert_eq!(k.len(), s.len());
        assert_eq!(ids.len(), s.len());
        assert!(k.iter().all(|n| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')));
    }

    #[test]
    fn call_names_match_the_cuda_api() {
        assert_eq!(Kind::Shfl(Mode::Bfly).call(), "__shfl_xor_sync");
        assert_eq!(Kind::ShflP(Mode::Down).call(), "llvm.nvvm.shfl.sync.down.i32p");
        assert_eq!(Kind::Redux(ReduxOp::Min).call(), "__reduce_min_sync");
        assert_eq!(Suite { kind: Kind::Shfl(Mode::Up), ty: F16, file: "x" }.kernel(), "k_shfl_up_sync_f16");
    }
}
