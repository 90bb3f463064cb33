; `llvm.nvvm.fns` and inline `fns.b32` run the registry row's semantics (PTX ISA "fns": the
; |offset|-th set bit of mask from bit `base`, upwards for offset > 0, downwards for < 0).
; Lanes 0-3 are the PTX ISA examples (0xaaaaaaaa: 3, 3, 3, 1); lane 4 has no set bit
; (0xffffffff); lane 5: bits 4-7 set, the 2nd from bit 0 upwards is 5; lane 6: the 3rd from
; bit 31 downwards is 5; lane 7: offset 0 at a set bit 31 is 31. The inline form is guarded by
; lane & 1, so even lanes keep the 77 moved in before it.
; launch: "kernel": "k", "target": "sm_90", "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [2863311530, 2863311530, 2863311530, 2863311530, 0, 240, 240, 2147483649]},
; launch:   {"buffer": "u32", "data": [3, 3, 2, 2, 0, 0, 31, 31]},
; launch:   {"buffer": "u32", "data": [1, 4294967295, 1, 4294967295, 1, 2, 4294967293, 0]},
; launch:   {"buffer": "u32", "len": 8, "fill": 0}, {"buffer": "u32", "len": 8, "fill": 0}]
; expect: {"3": {"data": [3, 3, 3, 1, 4294967295, 5, 5, 31]}, "4": {"data": [77, 3, 77, 1, 77, 5, 77, 31]}}
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.fns(i32, i32, i32)

define ptx_kernel void @k(ptr %mask, ptr %base, ptr %off, ptr %out, ptr %out2) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pm = getelementptr i32, ptr %mask, i64 %i
  %m = load i32, ptr %pm, align 4
  %pb = getelementptr i32, ptr %base, i64 %i
  %b = load i32, ptr %pb, align 4
  %po = getelementptr i32, ptr %off, i64 %i
  %o = load i32, ptr %po, align 4
  %r = call i32 @llvm.nvvm.fns(i32 %m, i32 %b, i32 %o)
  %pr = getelementptr i32, ptr %out, i64 %i
  store i32 %r, ptr %pr, align 4
  %odd = and i32 %t, 1
  %g = call i32 asm "{ .reg .pred p; setp.ne.u32 p, $4, 0; mov.u32 $0, 77; @p fns.b32 $0, $1, $2, $3; }", "=r,r,r,r,r"(i32 %m, i32 %b, i32 %o, i32 %odd)
  %pg = getelementptr i32, ptr %out2, i64 %i
  store i32 %g, ptr %pg, align 4
  ret void
}

; base 32 is undefined (PTX ISA "fns"): the result is an undefined value, an error under --strict
define ptx_kernel void @k_undef(ptr %out) #0 {
  %r = call i32 @llvm.nvvm.fns(i32 1, i32 32, i32 1)
  store i32 %r, ptr %out, align 4
  %g = call i32 asm "fns.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 1, i32 32, i32 1)
  %p = getelementptr i32, ptr %out, i64 1
  store i32 %g, ptr %p, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
