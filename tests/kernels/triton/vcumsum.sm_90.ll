; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @vcumsum(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree readnone captures(none) %2, ptr addrspace(1) nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %6 = shl i32 %5, 8, !dbg !11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %8 = and i32 %7, 31, !dbg !12
  %9 = shl nuw nsw i32 %7, 1, !dbg !12
  %10 = and i32 %9, 254, !dbg !12
  %11 = or disjoint i32 %10, %6, !dbg !11
  %12 = sext i32 %11 to i64, !dbg !13
  %13 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %12, !dbg !13
  %14 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %12, !dbg !14
  %15 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %14) #4, !dbg !15
  %16 = extractvalue { i32, i32 } %15, 0, !dbg !15
  %17 = extractvalue { i32, i32 } %15, 1, !dbg !15
  %18 = lshr i32 %7, 5, !dbg !16
  %19 = and i32 %18, 3, !dbg !16
  %20 = add i32 %16, %17, !dbg !21
  %21 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %20, i32 1, i32 0), !dbg !16
  %.not = icmp eq i32 %8, 0, !dbg !16
  %22 = select i1 %.not, i32 0, i32 %21, !dbg !16
  %23 = add i32 %20, %22, !dbg !16
  %24 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 2, i32 0), !dbg !16
  %25 = icmp samesign ugt i32 %8, 1, !dbg !16
  %26 = select i1 %25, i32 %24, i32 0, !dbg !16
  %27 = add i32 %23, %26, !dbg !16
  %28 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 4, i32 0), !dbg !16
  %29 = icmp samesign ugt i32 %8, 3, !dbg !16
  %30 = select i1 %29, i32 %28, i32 0, !dbg !16
  %31 = add i32 %27, %30, !dbg !16
  %32 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 8, i32 0), !dbg !16
  %33 = icmp samesign ugt i32 %8, 7, !dbg !16
  %34 = select i1 %33, i32 %32, i32 0, !dbg !16
  %35 = add i32 %31, %34, !dbg !16
  %36 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 16, i32 0), !dbg !16
  %37 = icmp samesign ugt i32 %8, 15, !dbg !16
  %38 = select i1 %37, i32 %36, i32 0, !dbg !16
  %39 = add i32 %35, %38, !dbg !16
  %40 = icmp eq i32 %8, 31, !dbg !16
  %41 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %19, !dbg !16
  %42 = insertelement <1 x i32> poison, i32 %39, i64 0, !dbg !16
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %41, <1 x i32> %42, i1 %40) #4, !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %.not2 = icmp eq i32 %19, 0, !dbg !16
  %43 = or i32 %19, %8, !dbg !16
  %.not1 = icmp eq i32 %43, 0, !dbg !16
  %44 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %45 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !16
  %46 = icmp samesign ugt i32 %19, 1, !dbg !16
  %47 = add i32 %45, %44, !dbg !21
  %48 = select i1 %46, i32 %47, i32 %44, !dbg !16
  %49 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !16
  %50 = icmp eq i32 %19, 3, !dbg !16
  %51 = add i32 %47, %49, !dbg !21
  %52 = select i1 %50, i32 %51, i32 %48, !dbg !16
  %53 = select i1 %.not2, i32 0, i32 %52, !dbg !16
  %54 = add i32 %53, %39, !dbg !16
  %55 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %54, i32 1, i32 0), !dbg !16
  %56 = select i1 %.not, i32 %52, i32 %55, !dbg !16
  %57 = select i1 %.not1, i32 0, i32 %56, !dbg !16
  %58 = add i32 %57, %16, !dbg !16
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %58, i32 %54, ptr addrspace(1) %13) #4, !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "vcumsum", linkageName: "vcumsum", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 46, column: 12, scope: !4)
!12 = !DILocation(line: 46, column: 39, scope: !4)
!13 = !DILocation(line: 47, column: 14, scope: !4)
!14 = !DILocation(line: 47, column: 44, scope: !4)
!15 = !DILocation(line: 47, column: 36, scope: !4)
!16 = !DILocation(line: 358, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 47, column: 26, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!22 = !DILocation(line: 47, column: 5, scope: !4)
!23 = !DILocation(line: 45, column: 1, scope: !4)
