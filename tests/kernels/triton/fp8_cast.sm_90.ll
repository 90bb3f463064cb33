; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @fp8_cast(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %8 = shl i32 %7, 8, !dbg !14
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %10 = shl nuw nsw i32 %9, 1, !dbg !15
  %11 = and i32 %10, 254, !dbg !15
  %12 = or disjoint i32 %11, %8, !dbg !14
  %13 = or disjoint i32 %12, 1, !dbg !14
  %14 = icmp slt i32 %12, %3, !dbg !16
  %15 = icmp slt i32 %13, %3, !dbg !16
  %16 = sext i32 %12 to i64, !dbg !17
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !17
  %18 = tail call i64 asm "mov.u64 $0, 0x0;\0A\09createpolicy.fractional.L2::evict_last.b64 $0, 1.0;", "=l"() #2, !dbg !18
  %19 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 ld.global.L1::evict_last.L2::cache_hint.b32 { $0 }, [ $1 + 0 ], $2;", "=r,l,l,b"(ptr addrspace(1) %17, i64 %18, i1 %14) #2, !dbg !18
  %20 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 ld.global.L1::evict_last.L2::cache_hint.b32 { $0 }, [ $1 + 4 ], $2;", "=r,l,l,b"(ptr addrspace(1) %17, i64 %18, i1 %15) #2, !dbg !18
  %21 = tail call <2 x i8> asm "cvt.rn.satfinite.e4m3x2.f32  $0, $2, $1; \0A", "=h,r,r"(i32 %19, i32 %20) #2, !dbg !19
  %22 = tail call <2 x i8> asm "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r"(i32 %19, i32 %20) #2, !dbg !20
  %23 = getelementptr i8, ptr addrspace(1) %1, i64 %16, !dbg !21
  %.extract = extractelement <2 x i8> %21, i64 0, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b"(i8 %.extract, ptr addrspace(1) %23, i1 %14) #2, !dbg !22
  %.extract1 = extractelement <2 x i8> %21, i64 1, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b8 [ $1 + 1 ], { $0 };", "c,l,b"(i8 %.extract1, ptr addrspace(1) %23, i1 %15) #2, !dbg !22
  %24 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %16, !dbg !23
  %25 = bitcast <2 x i8> %21 to i16, !dbg !24
  %26 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %25) #2, !dbg !24
  %27 = extractelement <2 x half> %26, i64 0, !dbg !24
  %28 = extractelement <2 x half> %26, i64 1, !dbg !24
  %29 = fpext half %27 to float, !dbg !24
  %30 = fpext half %28 to float, !dbg !24
  %31 = bitcast <2 x i8> %22 to i16, !dbg !25
  %32 = tail call <2 x half> asm "cvt.rn.f16x2.e5m2x2 $0, $1; \0A\09", "=r,h"(i16 %31) #2, !dbg !25
  %33 = extractelement <2 x half> %32, i64 0, !dbg !25
  %34 = extractelement <2 x half> %32, i64 1, !dbg !25
  %35 = fpext half %33 to float, !dbg !25
  %36 = fpext half %34 to float, !dbg !25
  %37 = fadd float %29, %35, !dbg !24
  %38 = fadd float %30, %36, !dbg !24
  %39 = bitcast float %37 to i32, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %39, ptr addrspace(1) %24, i1 %14) #2, !dbg !26
  %40 = bitcast float %38 to i32, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b"(i32 %40, ptr addrspace(1) %24, i1 %15) #2, !dbg !26
  ret void, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "fp8_cast", linkageName: "fp8_cast", scope: !1, file: !1, line: 216, type: !5, scopeLine: 216, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !7, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 218, column: 9, scope: !4)
!15 = !DILocation(line: 218, column: 36, scope: !4)
!16 = !DILocation(line: 219, column: 9, scope: !4)
!17 = !DILocation(line: 220, column: 17, scope: !4)
!18 = !DILocation(line: 220, column: 9, scope: !4)
!19 = !DILocation(line: 221, column: 9, scope: !4)
!20 = !DILocation(line: 222, column: 9, scope: !4)
!21 = !DILocation(line: 223, column: 14, scope: !4)
!22 = !DILocation(line: 223, column: 5, scope: !4)
!23 = !DILocation(line: 224, column: 14, scope: !4)
!24 = !DILocation(line: 224, column: 24, scope: !4)
!25 = !DILocation(line: 224, column: 43, scope: !4)
!26 = !DILocation(line: 224, column: 5, scope: !4)
!27 = !DILocation(line: 216, column: 1, scope: !4)
