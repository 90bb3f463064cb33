  v_mbcnt_lo_u32_b32 v0, -1, 0
