; DPP-modified VOP2 instructions, written by hand and assembled unchanged by
; `llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a` (and -mcpu=gfx942).
	v_add_co_u32_dpp v0, vcc, v1, v2 wave_shr:1 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v0, v1, v2 row_newbcast:1 row_mask:0xf bank_mask:0xf
	v_max_i32_dpp v0, v1, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
	v_mul_f32_dpp v4, |v5|, v6 row_ror:4 row_mask:0xf bank_mask:0x3 bound_ctrl:1
	s_endpgm
