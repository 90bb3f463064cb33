; Inline PTX as CUTLASS writes it: `ldmatrix.sync.aligned.x4.m8n8.shared.b16` with a 32-bit
; shared address, and `movmatrix.sync.aligned.m8n8.trans.b16` (PTX ISA 9.7.14.5.15, .17).
; The table is nvvm_matrix.ll's (element (l, c) = 8l + c, lane l addresses row l): lane l gets
; 8(8i + l/4) + 2(l%4) and one more for matrix i. movmatrix: lane l holds elements (l/4, 2(l%4))
; and (l/4, 2(l%4)+1) of M with M(r, c) = 8r + c, as 2l | (2l+1) << 16; it receives column l/4
; of rows 2(l%4) and 2(l%4)+1: 8·2(l%4) + l/4 and 8·(2(l%4)+1) + l/4.
; launch: "kernel": "k", "target": "sm_90", "block": [32], "args": [
; launch:   {"buffer": "u32", "len": 128, "fill": 0}, {"buffer": "u32", "len": 32, "fill": 0}]
; expect: {"0": {"data": [65536, 4259904, 8454272, 12648640, 196610, 4390978, 8585346, 12779714, 327684, 4522052, 8716420, 12910788, 458758, 4653126, 8847494, 13041862, 589832, 4784200, 8978568, 13172936, 720906, 4915274, 9109642, 13304010, 851980, 5046348, 9240716, 13435084, 983054, 5177422, 9371790, 13566158, 1114128, 5308496, 9502864, 13697232, 1245202, 5439570, 9633938, 13828306, 1376276, 5570644, 9765012, 13959380, 1507350, 5701718, 9896086, 14090454, 1638424, 5832792, 10027160, 14221528, 1769498, 5963866, 10158234, 14352602, 1900572, 6094940, 10289308, 14483676, 2031646, 6226014, 10420382, 14614750, 2162720, 6357088, 10551456, 14745824, 2293794, 6488162, 10682530, 14876898, 2424868, 6619236, 10813604, 15007972, 2555942, 6750310, 10944678, 15139046, 2687016, 6881384, 11075752, 15270120, 2818090, 7012458, 11206826, 15401194, 2949164, 7143532, 11337900, 15532268, 3080238, 7274606, 11468974, 15663342, 3211312, 7405680, 11600048, 15794416, 3342386, 7536754, 11731122, 15925490, 3473460, 7667828, 11862196, 16056564, 3604534, 7798902, 11993270, 16187638, 3735608, 7929976, 12124344, 16318712, 3866682, 8061050, 12255418, 16449786, 3997756, 8192124, 12386492, 16580860, 4128830, 8323198, 12517566, 16711934]}, "1": {"data": [524288, 1572880, 2621472, 3670064, 589825, 1638417, 2687009, 3735601, 655362, 1703954, 2752546, 3801138, 720899, 1769491, 2818083, 3866675, 786436, 1835028, 2883620, 3932212, 851973, 1900565, 2949157, 3997749, 917510, 1966102, 3014694, 4063286, 983047, 2031639, 3080231, 4128823]}}
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(3) global [256 x i16] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)

define ptx_kernel void @k(ptr %out, ptr %out2) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = shl i32 %t, 3
  br label %fill

fill:
  %c = phi i32 [ 0, %0 ], [ %c1, %fill ]
  %e = add i32 %base, %c
  %v = trunc i32 %e to i16
  %pe = getelementptr i16, ptr addrspace(3) @tab, i32 %e
  store i16 %v, ptr addrspace(3) %pe, align 2
  %c1 = add i32 %c, 1
  %more = icmp ult i32 %c1, 8
  br i1 %more, label %fill, label %load

load:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %row = getelementptr i16, ptr addrspace(3) @tab, i32 %base
  %a = ptrtoint ptr addrspace(3) %row to i32
  %r = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(i32 %a)
  %o = shl i32 %t, 2
  %r0 = extractvalue { i32, i32, i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32, i32, i32 } %r, 1
  %r2 = extractvalue { i32, i32, i32, i32 } %r, 2
  %r3 = extractvalue { i32, i32, i32, i32 } %r, 3
  %p0 = getelementptr i32, ptr %out, i32 %o
  store i32 %r0, ptr %p0, align 4
  %p1 = getelementptr i32, ptr %p0, i32 1
  store i32 %r1, ptr %p1, align 4
  %p2 = getelementptr i32, ptr %p0, i32 2
  store i32 %r2, ptr %p2, align 4
  %p3 = getelementptr i32, ptr %p0, i32 3
  store i32 %r3, ptr %p3, align 4
  %lo = shl i32 %t, 1
  %hi = add i32 %lo, 1
  %hs = shl i32 %hi, 16
  %src = or i32 %lo, %hs
  %m = call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %src)
  %pm = getelementptr i32, ptr %out2, i32 %t
  store i32 %m, ptr %pm, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
