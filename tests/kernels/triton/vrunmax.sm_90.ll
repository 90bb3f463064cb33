; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @vrunmax(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree readnone captures(none) %2, ptr addrspace(1) nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
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
  %15 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %14) #5, !dbg !15
  %16 = extractvalue { i32, i32 } %15, 0, !dbg !15
  %17 = extractvalue { i32, i32 } %15, 1, !dbg !15
  %18 = bitcast i32 %16 to float, !dbg !15
  %19 = bitcast i32 %17 to float, !dbg !15
  %20 = lshr i32 %7, 5, !dbg !16
  %21 = and i32 %20, 3, !dbg !16
  %22 = tail call float @llvm.maxnum.f32(float %18, float %19), !dbg !17
  %23 = bitcast float %22 to i32, !dbg !16
  %24 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 1, i32 0), !dbg !16
  %25 = bitcast i32 %24 to float, !dbg !16
  %.not = icmp eq i32 %8, 0, !dbg !16
  %26 = tail call float @llvm.maxnum.f32(float %25, float %22), !dbg !17
  %27 = select i1 %.not, float %22, float %26, !dbg !16
  %28 = bitcast float %27 to i32, !dbg !16
  %29 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %28, i32 2, i32 0), !dbg !16
  %30 = bitcast i32 %29 to float, !dbg !16
  %31 = icmp samesign ugt i32 %8, 1, !dbg !16
  %32 = tail call float @llvm.maxnum.f32(float %30, float %27), !dbg !17
  %33 = select i1 %31, float %32, float %27, !dbg !16
  %34 = bitcast float %33 to i32, !dbg !16
  %35 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 4, i32 0), !dbg !16
  %36 = bitcast i32 %35 to float, !dbg !16
  %37 = icmp samesign ugt i32 %8, 3, !dbg !16
  %38 = tail call float @llvm.maxnum.f32(float %36, float %33), !dbg !17
  %39 = select i1 %37, float %38, float %33, !dbg !16
  %40 = bitcast float %39 to i32, !dbg !16
  %41 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %40, i32 8, i32 0), !dbg !16
  %42 = bitcast i32 %41 to float, !dbg !16
  %43 = icmp samesign ugt i32 %8, 7, !dbg !16
  %44 = tail call float @llvm.maxnum.f32(float %42, float %39), !dbg !17
  %45 = select i1 %43, float %44, float %39, !dbg !16
  %46 = bitcast float %45 to i32, !dbg !16
  %47 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %46, i32 16, i32 0), !dbg !16
  %48 = bitcast i32 %47 to float, !dbg !16
  %49 = icmp samesign ugt i32 %8, 15, !dbg !16
  %50 = tail call float @llvm.maxnum.f32(float %48, float %45), !dbg !17
  %51 = select i1 %49, float %50, float %45, !dbg !16
  %52 = icmp eq i32 %8, 31, !dbg !16
  %53 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %21, !dbg !16
  %54 = bitcast float %51 to <1 x i32>, !dbg !16
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %53, <1 x i32> %54, i1 %52) #5, !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %.not2 = icmp eq i32 %21, 0, !dbg !16
  %55 = or i32 %21, %8, !dbg !16
  %.not1 = icmp eq i32 %55, 0, !dbg !16
  %56 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %57 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !16
  %58 = icmp samesign ugt i32 %21, 1, !dbg !16
  %59 = tail call float @llvm.maxnum.f32(float %56, float %57), !dbg !17
  %60 = select i1 %58, float %59, float %56, !dbg !16
  %61 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !16
  %62 = icmp eq i32 %21, 3, !dbg !16
  %63 = tail call float @llvm.maxnum.f32(float %59, float %61), !dbg !17
  %64 = select i1 %62, float %63, float %60, !dbg !16
  %65 = tail call float @llvm.maxnum.f32(float %64, float %51), !dbg !17
  %66 = select i1 %.not2, float %51, float %65, !dbg !16
  %67 = bitcast float %66 to i32, !dbg !16
  %68 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %67, i32 1, i32 0), !dbg !16
  %69 = bitcast i32 %68 to float, !dbg !16
  %70 = select i1 %.not, float %64, float %69, !dbg !16
  %71 = tail call float @llvm.maxnum.f32(float %70, float %18), !dbg !17
  %72 = bitcast float %71 to i32, !dbg !20
  %73 = select i1 %.not1, i32 %16, i32 %72, !dbg !16
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %73, i32 %67, ptr addrspace(1) %13) #5, !dbg !20
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "vrunmax", linkageName: "vrunmax", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 58, column: 12, scope: !4)
!12 = !DILocation(line: 58, column: 39, scope: !4)
!13 = !DILocation(line: 59, column: 14, scope: !4)
!14 = !DILocation(line: 59, column: 54, scope: !4)
!15 = !DILocation(line: 59, column: 46, scope: !4)
!16 = !DILocation(line: 59, column: 26, scope: !4)
!17 = !DILocation(line: 52, column: 12, scope: !18, inlinedAt: !19)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 59, column: 26, scope: !18)
!20 = !DILocation(line: 59, column: 5, scope: !4)
!21 = !DILocation(line: 56, column: 1, scope: !4)
