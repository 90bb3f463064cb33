//! Why a lane of a value is undefined. Each undefined lane keeps the reason of where its
//! undefinedness started — the cross-lane call and the `Reason` its semantics gave (the words
//! `explain` uses), a C operation the standard leaves undefined, or a declaration without a
//! value — and values computed from it inherit that reason.

use std::rc::Rc;

use xlane_core::semantics::{Origin, Output};

/// Disjoint lane masks, each with the reason its lanes are undefined.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Why(Vec<(u64, Rc<str>)>);

impl Why {
    /// Every lane of `mask` for one reason.
    pub fn all(mask: u64, reason: impl Into<Rc<str>>) -> Why {
        let mut w = Why::default();
        w.add(mask, reason.into());
        w
    }

    /// The reason of `lane`, if one is recorded.
    pub fn of(&self, lane: u32) -> Option<&Rc<str>> {
        self.0.iter().find(|(m, _)| m >> lane & 1 != 0).map(|(_, r)| r)
    }

    /// Give `reason` to the lanes of `mask` that have none yet.
    fn add(&mut self, mask: u64, reason: Rc<str>) {
        let free = mask & !self.0.iter().fold(0, |a, (m, _)| a | m);
        if free == 0 {
            return;
        }
        match self.0.iter_mut().find(|(_, r)| *r == reason) {
            Some((m, _)) => *m |= free,
            None => self.0.push((free, reason)),
        }
    }

    /// The reasons of the lanes of `undef`: inherited from the first operand that has one for
    /// the lane, else `own(lane)` (the operation itself made the lane undefined).
    pub fn derive(undef: u64, from: &[&Why], mut own: impl FnMut(u32) -> Rc<str>) -> Why {
        let mut w = Why::default();
        for lane in lanes(undef) {
            let r = from.iter().find_map(|f| f.of(lane)).cloned().unwrap_or_else(|| own(lane));
            w.add(1 << lane, r);
        }
        w
    }

    /// After an assignment in the lanes of `exec`: those lanes take `new`'s reasons.
    pub fn assign(&mut self, new: &Why, exec: u64) {
        for (m, _) in self.0.iter_mut() {
            *m &= !exec;
        }
        self.0.retain(|(m, _)| *m != 0);
        for (m, r) in &new.0 {
            self.add(m & exec, r.clone());
        }
    }

    /// The reasons of the lanes of `mask`, grouped: (lanes, reason).
    pub fn groups(&self, mask: u64) -> Vec<(u64, &str)> {
        let mut out: Vec<(u64, &str)> = self.0.iter().map(|(m, r)| (m & mask, &**r)).filter(|(m, _)| *m != 0).collect();
        let known = out.iter().fold(0, |a, (m, _)| a | m);
        if mask & !known != 0 {
            out.push((mask & !known, "undefined"));
        }
        out.sort_by_key(|(m, _)| m.trailing_zeros());
        out
    }

    /// The reasons of a call's output: each undefined lane says what the semantics say about
    /// it (`explain`'s words), or inherits the reason of the undefined argument lane it reads.
    pub fn of_output(call: &str, o: &Output, args: &[&Why], wave: u32) -> Why {
        let undef = o.lanes.undef & xlane_core::value::wave_mask(wave);
        let mut w = Why::default();
        for lane in lanes(undef) {
            let origin = o.route.as_ref().map_or(Origin::Computed, |r| r.lanes[lane as usize]);
            let inherited = match origin {
                Origin::Lane { arg, lane: s } => args.get(arg as usize).and_then(|a| a.of(s as u32)).cloned(),
                Origin::Keep { arg, .. } => args.get(arg as usize).and_then(|a| a.of(lane)).cloned(),
                Origin::Computed => args.iter().find_map(|a| a.of(lane)).cloned(),
                _ => None,
            };
            let r = inherited.unwrap_or_else(|| {
                let why = match origin {
                    Origin::Undef(r) | Origin::Zero(r) | Origin::Keep { reason: r, .. } => r.describe(),
                    Origin::Inactive => "the lane does not execute the call",
                    Origin::Lane { .. } => "reads an undefined lane",
                    Origin::Computed => "the operation leaves this lane undefined",
                };
                Rc::from(format!("`{call}`: {why}"))
            });
            w.add(1 << lane, r);
        }
        w
    }
}

fn lanes(mask: u64) -> impl Iterator<Item = u32> {
    (0..64).filter(move |l| mask >> l & 1 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_are_inherited_then_own_and_assignments_replace_them() {
        let a = Why::all(0b0011, "from a");
        let w = Why::derive(0b0111, &[&a], |_| "own".into());
        assert_eq!(w.groups(0b0111), vec![(0b0011, "from a"), (0b0100, "own")]);
        let mut v = w.clone();
        v.assign(&Why::default(), 0b0001);
        assert_eq!(v.groups(0b0110), vec![(0b0010, "from a"), (0b0100, "own")]);
    }
}
