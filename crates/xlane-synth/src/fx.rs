//! The effect of one call on the lanes, read from the route xlane's semantics computed
//! (never from the builtin's name): for each destination lane, which lanes of the running
//! value it now holds.

use xlane_core::semantics::{Origin, Route};

/// What a call writes into one destination lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LaneFx {
    /// The combination of the running value at these lanes: one lane for a move, a whole
    /// group for a `redux`, none for the identity (an `old` operand holding the identity).
    Gather(u64),
    /// The constant zero (bound_ctrl, an inactive source of a bpermute…).
    Zero,
    /// Undefined: the semantics gives no value.
    Undef,
}

/// What each argument of a call is, for reading its route back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The running value.
    Data,
    /// The operator's identity (collectives) — for a permutation `old` is the running value.
    Identity,
    /// A control value: a route naming it is an error in the model.
    Control,
}

/// One effect per lane of the wave.
pub type Fx = Vec<LaneFx>;

/// Read a route into per-lane effects; `roles[i]` says what argument `i` is.
pub fn from_route(route: &Route, roles: &[Role]) -> Fx {
    let role = |arg: u8| roles.get(arg as usize).copied().unwrap_or(Role::Control);
    (0..route.wave)
        .map(|n| match route.lanes[n as usize] {
            Origin::Lane { arg, lane } => match role(arg) {
                Role::Data => LaneFx::Gather(1 << lane),
                Role::Identity => LaneFx::Gather(0),
                Role::Control => LaneFx::Undef,
            },
            Origin::Keep { arg, .. } => match role(arg) {
                Role::Data => LaneFx::Gather(1 << n),
                Role::Identity => LaneFx::Gather(0),
                Role::Control => LaneFx::Undef,
            },
            Origin::Zero(_) => LaneFx::Zero,
            Origin::Undef(_) | Origin::Inactive | Origin::Computed => LaneFx::Undef,
        })
        .collect()
}

/// `outer ∘ inner`: `outer`'s running value is `inner`'s result. A gather over several lanes
/// of a result that is not a single lane each time has no meaning in the model: undefined
/// (rejected, never guessed).
pub fn compose(outer: &Fx, inner: &Fx) -> Fx {
    outer
        .iter()
        .map(|o| match *o {
            LaneFx::Gather(m) if m.count_ones() == 1 => inner[m.trailing_zeros() as usize],
            LaneFx::Gather(0) => LaneFx::Gather(0),
            LaneFx::Gather(m) => {
                let mut acc = 0u64;
                for j in bits(m) {
                    match inner[j as usize] {
                        LaneFx::Gather(g) if acc & g == 0 => acc |= g,
                        _ => return LaneFx::Undef,
                    }
                }
                LaneFx::Gather(acc)
            }
            other => other,
        })
        .collect()
}

/// The set bits of `m`, lowest first.
pub fn bits(mut m: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let b = (m != 0).then(|| m.trailing_zeros())?;
        m &= m - 1;
        Some(b)
    })
}
