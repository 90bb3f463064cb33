; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @vargmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %7 = shl i32 %6, 8, !dbg !11
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %9 = shl nuw nsw i32 %8, 1, !dbg !12
  %10 = and i32 %9, 254, !dbg !12
  %11 = or disjoint i32 %10, 1, !dbg !12
  %12 = or disjoint i32 %10, %7, !dbg !11
  %13 = or disjoint i32 %11, %7, !dbg !11
  %14 = icmp slt i32 %12, %2, !dbg !13
  %15 = icmp slt i32 %13, %2, !dbg !13
  %16 = sext i32 %12 to i64, !dbg !14
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !14
  %18 = tail call i32 asm sideeffect "mov.u32 $0, 0x80000000;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %17, i1 %14) #5, !dbg !15
  %19 = tail call i32 asm sideeffect "mov.u32 $0, 0x80000000;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b"(ptr addrspace(1) %17, i1 %15) #5, !dbg !15
  %20 = zext nneg i32 %6 to i64, !dbg !16
  %21 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %20, !dbg !16
  %.not = icmp slt i32 %18, %19, !dbg !17
  %22 = tail call i32 @llvm.smax.i32(i32 %18, i32 %19), !dbg !25
  %23 = select i1 %.not, i32 %11, i32 %10, !dbg !26
  %24 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 16, i32 31), !dbg !21
  %25 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 16, i32 31), !dbg !21
  %26 = icmp eq i32 %22, %24, !dbg !27
  %27 = icmp slt i32 %23, %25, !dbg !28
  %28 = and i1 %26, %27, !dbg !27
  %29 = icmp sgt i32 %22, %24, !dbg !17
  %30 = or i1 %29, %28, !dbg !17
  %31 = select i1 %30, i32 %22, i32 %24, !dbg !25
  %32 = select i1 %30, i32 %23, i32 %25, !dbg !26
  %33 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 8, i32 31), !dbg !21
  %34 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 8, i32 31), !dbg !21
  %35 = icmp eq i32 %31, %33, !dbg !27
  %36 = icmp slt i32 %32, %34, !dbg !28
  %37 = and i1 %35, %36, !dbg !27
  %38 = icmp sgt i32 %31, %33, !dbg !17
  %39 = or i1 %38, %37, !dbg !17
  %40 = select i1 %39, i32 %31, i32 %33, !dbg !25
  %41 = select i1 %39, i32 %32, i32 %34, !dbg !26
  %42 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 4, i32 31), !dbg !21
  %43 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 4, i32 31), !dbg !21
  %44 = icmp eq i32 %40, %42, !dbg !27
  %45 = icmp slt i32 %41, %43, !dbg !28
  %46 = and i1 %44, %45, !dbg !27
  %47 = icmp sgt i32 %40, %42, !dbg !17
  %48 = or i1 %47, %46, !dbg !17
  %49 = select i1 %48, i32 %40, i32 %42, !dbg !25
  %50 = select i1 %48, i32 %41, i32 %43, !dbg !26
  %51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 2, i32 31), !dbg !21
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 2, i32 31), !dbg !21
  %53 = icmp eq i32 %49, %51, !dbg !27
  %54 = icmp slt i32 %50, %52, !dbg !28
  %55 = and i1 %53, %54, !dbg !27
  %56 = icmp sgt i32 %49, %51, !dbg !17
  %57 = or i1 %56, %55, !dbg !17
  %58 = select i1 %57, i32 %49, i32 %51, !dbg !25
  %59 = select i1 %57, i32 %50, i32 %52, !dbg !26
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 1, i32 31), !dbg !21
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 1, i32 31), !dbg !21
  %62 = icmp eq i32 %58, %60, !dbg !27
  %63 = icmp slt i32 %59, %61, !dbg !28
  %64 = and i1 %62, %63, !dbg !27
  %65 = icmp sgt i32 %58, %60, !dbg !17
  %66 = or i1 %65, %64, !dbg !17
  %67 = select i1 %66, i32 %58, i32 %60, !dbg !25
  %68 = select i1 %66, i32 %59, i32 %61, !dbg !26
  %69 = lshr i32 %8, 3, !dbg !21
  %70 = and i32 %69, 12, !dbg !21
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70, !dbg !21
  %72 = insertelement <1 x i32> poison, i32 %67, i64 0, !dbg !21
  store <1 x i32> %72, ptr addrspace(3) %71, align 4, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %73 = shl nuw nsw i32 %8, 2, !dbg !21
  %74 = and i32 %73, 12, !dbg !21
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !21
  %76 = load i32, ptr addrspace(3) %75, align 4, !dbg !21
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %70, !dbg !21
  %78 = insertelement <1 x i32> poison, i32 %68, i64 0, !dbg !21
  store <1 x i32> %78, ptr addrspace(3) %77, align 4, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %74, !dbg !21
  %80 = load i32, ptr addrspace(3) %79, align 4, !dbg !21
  %81 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 2, i32 31), !dbg !21
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 2, i32 31), !dbg !21
  %83 = icmp eq i32 %76, %81, !dbg !27
  %84 = icmp slt i32 %80, %82, !dbg !28
  %85 = and i1 %83, %84, !dbg !27
  %86 = icmp sgt i32 %76, %81, !dbg !17
  %87 = or i1 %86, %85, !dbg !17
  %88 = select i1 %87, i32 %76, i32 %81, !dbg !25
  %89 = select i1 %87, i32 %80, i32 %82, !dbg !26
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 1, i32 31), !dbg !21
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 1, i32 31), !dbg !21
  %92 = icmp eq i32 %88, %90, !dbg !27
  %93 = icmp slt i32 %89, %91, !dbg !28
  %94 = and i1 %92, %93, !dbg !27
  %95 = icmp sgt i32 %88, %90, !dbg !17
  %96 = or i1 %95, %94, !dbg !17
  %97 = select i1 %96, i32 %89, i32 %91, !dbg !26
  %98 = icmp eq i32 %8, 0, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %97, ptr addrspace(1) %21, i1 %98) #5, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "vargmax", linkageName: "vargmax", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 39, column: 12, scope: !4)
!12 = !DILocation(line: 39, column: 39, scope: !4)
!13 = !DILocation(line: 40, column: 32, scope: !4)
!14 = !DILocation(line: 40, column: 17, scope: !4)
!15 = !DILocation(line: 40, column: 9, scope: !4)
!16 = !DILocation(line: 41, column: 14, scope: !4)
!17 = !DILocation(line: 178, column: 10, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 186, column: 12, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 206, column: 20, scope: !18, inlinedAt: !22)
!22 = !DILocation(line: 223, column: 16, scope: !18, inlinedAt: !23)
!23 = !DILocation(line: 41, column: 38, scope: !24)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!25 = !DILocation(line: 179, column: 13, scope: !18, inlinedAt: !20)
!26 = !DILocation(line: 180, column: 13, scope: !18, inlinedAt: !20)
!27 = !DILocation(line: 175, column: 15, scope: !18, inlinedAt: !20)
!28 = !DILocation(line: 175, column: 36, scope: !18, inlinedAt: !20)
!29 = !DILocation(line: 41, column: 5, scope: !4)
!30 = !DILocation(line: 37, column: 1, scope: !4)
