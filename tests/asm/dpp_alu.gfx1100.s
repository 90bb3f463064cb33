; DPP-modified VOP2, VOP3 (GFX11 VOP3-DPP) and VOPC instructions, written by hand and
; assembled unchanged by `llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100` (which prints
; every line back as written).
	v_add3_u32_e64_dpp v0, v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
	v_add_nc_u32_e64_dpp v0, v1, v2 row_xmask:3 row_mask:0xf bank_mask:0xf
	v_add_co_ci_u32_dpp v0, vcc_lo, v1, v2, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_cmp_eq_u32_e64_dpp s0, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
	v_fmac_f32_e64_dpp v0, -v1, v2 row_ror:3 row_mask:0x5 bank_mask:0xf fi:1
	s_endpgm
