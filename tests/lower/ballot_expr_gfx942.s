  v_cmp_lt_i32_e32 vcc, 3, v0
  ; plus the integer arithmetic (1 IR instruction(s); see --emit llvm)
