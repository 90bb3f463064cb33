; PTX `set` (the comparison as a value; PTX ISA `set`), as cuda_fp16.hpp's __heq2/__hisnan2
; write it (`set.eq.f16x2.f16x2`, `set.nan.f16x2.f16x2`) and in its integer/f32 forms. One
; lane; values worked by hand from the ISA text (true: 1.0 of a float destination's format,
; all ones of an integer one; false: 0):
; - set.eq.f16x2.f16x2 (1.0 | NaN) vs (1.0 | NaN): high 1.0 == 1.0 -> 0x3c00; low NaN == NaN
;   is false (ordered) -> 0: 0x3c000000
; - set.nan.f16x2.f16x2 on the same: high 0, low 0x3c00: 0x00003c00
; - set.ne.u32.f16x2 (1.0 | +0) vs (1.0 | 1.0): high equal -> 0, low 0 != 1 -> 0xffff: 0x0000ffff
; - set.lt.u32.f32 1.0 < 2.0 -> 0xffffffff; set.gt.f32.s32 3 > -1 -> 1.0f = 0x3f800000
; - set.ge.bf16x2.bf16x2 (1.0 | -1.0) vs (1.0 | 0.0): high 1 >= 1 -> 0x3f80, low -1 >= 0 false:
;   0x3f800000
; launch: "kernel": "k", "target": "sm_90", "block": [1], "args": [{"buffer": "u32", "len": 6, "fill": 7}]
; expect: {"0": {"data": ["0x3c000000", "0x00003c00", "0x0000ffff", "0xffffffff", "0x3f800000", "0x3f800000"]}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
  %a = call i32 asm "{ set.eq.f16x2.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 1006665216, i32 1006665216)
  store i32 %a, ptr %out, align 4
  %b = call i32 asm "{set.nan.f16x2.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 1006665216, i32 1006665216)
  %pb = getelementptr i32, ptr %out, i32 1
  store i32 %b, ptr %pb, align 4
  %c = call i32 asm "set.ne.u32.f16x2 $0, $1, $2;", "=r,r,r"(i32 1006632960, i32 1006648320)
  %pc = getelementptr i32, ptr %out, i32 2
  store i32 %c, ptr %pc, align 4
  %d = call i32 asm "set.lt.u32.f32 $0, $1, $2;", "=r,f,f"(float 1.0, float 2.0)
  %pd = getelementptr i32, ptr %out, i32 3
  store i32 %d, ptr %pd, align 4
  %e = call float asm "set.gt.f32.s32 $0, $1, $2;", "=f,r,r"(i32 3, i32 -1)
  %eb = bitcast float %e to i32
  %pe = getelementptr i32, ptr %out, i32 4
  store i32 %eb, ptr %pe, align 4
  %f = call i32 asm "set.ge.bf16x2.bf16x2 $0, $1, $2;", "=r,r,r"(i32 1065402240, i32 1065353216)
  %pf = getelementptr i32, ptr %out, i32 5
  store i32 %f, ptr %pf, align 4
  ret void
}
