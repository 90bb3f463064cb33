; Hand-written (not compiled): debug records of the forms clang-22 emits for HIP at -O2
; (docs/watch.md), each with the value a watch must show at line 5 of w.hip, worked out from
; the record's meaning (LangRef "Debug Records", "DIExpression"; DWARF 5 section 2.5):
;   a = t                     (a register)
;   b = t * 7                 (DIArgList: DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_mul)
;   c = (long)(int)(t - 16)   (DW_OP_LLVM_convert 32 signed, then 64 signed: -16 … 15)
;   d: DW_OP_LLVM_tag_offset  (not evaluated: <unsupported expression …>)
;   e: poison                 (a killed location: <optimised out>)
;   f[bits 0..32] = t         (a fragment)
;   g = -t >> 1               (DW_OP_shr of a 32-bit value with no signedness: lane 0 is 0,
;                              the others have the top bit set: <unsupported expression …>)
;   h = (float)t              (a float register)
;   p = 8t (clang's AMDGPU private-address-space suffix on a dbg_value: no step of the value)
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 !dbg !10 {
  %t = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !30
  %neg = sub i32 0, %t, !dbg !30
  %f = uitofp i32 %t to float, !dbg !30
  %e8 = shl i32 %t, 3, !dbg !30
    #dbg_value(i32 %t, !11, !DIExpression(), !31)
    #dbg_value(!DIArgList(i32 %t, i32 7), !12, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !31)
    #dbg_value(i32 %t, !13, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !31)
    #dbg_value(i32 %t, !14, !DIExpression(DW_OP_LLVM_tag_offset, 1), !31)
    #dbg_value(i32 poison, !15, !DIExpression(), !31)
    #dbg_value(i32 %t, !16, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !31)
    #dbg_value(i32 %neg, !17, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !31)
    #dbg_value(float %f, !18, !DIExpression(), !31)
    #dbg_value(i32 %e8, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !31)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t, !dbg !32
  store i32 %t, ptr addrspace(1) %p, align 4, !dbg !32
  ret void, !dbg !33
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx942" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "w.hip", directory: "/nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 1, size: 64)
!10 = distinct !DISubprogram(name: "k", linkageName: "k", scope: !1, file: !1, line: 2, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 3, type: !4)
!12 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 3, type: !4)
!13 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 3, type: !5)
!14 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 3, type: !4)
!15 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 3, type: !4)
!16 = !DILocalVariable(name: "f", scope: !10, file: !1, line: 3, type: !7)
!17 = !DILocalVariable(name: "g", scope: !10, file: !1, line: 4, type: !4)
!18 = !DILocalVariable(name: "h", scope: !10, file: !1, line: 4, type: !6)
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 4, type: !4)
!30 = !DILocation(line: 3, column: 3, scope: !10)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 5, column: 3, scope: !10)
!33 = !DILocation(line: 6, column: 1, scope: !10)
