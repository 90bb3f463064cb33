//! NVIDIA warp semantics (shfl.sync, vote, match, redux, activemask, lane masks).
