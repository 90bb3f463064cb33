//! AMD wavefront semantics (DPP16, dpp8, ds_swizzle, ds_(b)permute, permlanes, lane access, ballot/mbcnt, HIP shuffles).
