; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vargmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 5, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 8, !dbg !12
  %12 = and i32 %6, 31, !dbg !13
  %13 = shl nuw nsw i32 %9, 6, !dbg !13
  %14 = shl nuw nsw i32 %12, 1, !dbg !13
  %15 = or disjoint i32 %13, %14, !dbg !13
  %16 = or disjoint i32 %15, 1, !dbg !13
  %17 = or disjoint i32 %15, %11, !dbg !12
  %18 = or disjoint i32 %16, %11, !dbg !12
  %19 = icmp slt i32 %17, %2, !dbg !14
  %20 = icmp slt i32 %18, %2, !dbg !14
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %22 = shl i32 %17, 2, !dbg !15
  %23 = select i1 %19, i32 %22, i32 -2147483648, !dbg !15
  %24 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %21, i32 %23, i32 0, i32 0), !dbg !15
  %25 = select i1 %19, i32 %24, i32 -2147483648, !dbg !15
  %26 = shl i32 %18, 2, !dbg !15
  %27 = select i1 %20, i32 %26, i32 -2147483648, !dbg !15
  %28 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %21, i32 %27, i32 0, i32 0), !dbg !15
  %29 = select i1 %20, i32 %28, i32 -2147483648, !dbg !15
  %.not = icmp slt i32 %25, %29, !dbg !16
  %30 = tail call i32 @llvm.smax.i32(i32 %25, i32 %29), !dbg !24
  %31 = select i1 %.not, i32 %16, i32 %15, !dbg !25
  %32 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %30, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !20
  %33 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %31, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !20
  %34 = icmp eq i32 %30, %32, !dbg !26
  %35 = icmp slt i32 %31, %33, !dbg !27
  %36 = and i1 %34, %35, !dbg !26
  %37 = icmp sgt i32 %30, %32, !dbg !16
  %38 = or i1 %37, %36, !dbg !16
  %39 = select i1 %38, i32 %30, i32 %32, !dbg !24
  %40 = select i1 %38, i32 %31, i32 %33, !dbg !25
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %39, i32 360, i32 15, i32 15, i1 true), !dbg !20
  %42 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %40, i32 360, i32 15, i32 15, i1 true), !dbg !20
  %43 = icmp eq i32 %39, %41, !dbg !26
  %44 = icmp slt i32 %40, %42, !dbg !27
  %45 = and i1 %43, %44, !dbg !26
  %46 = icmp sgt i32 %39, %41, !dbg !16
  %47 = or i1 %46, %45, !dbg !16
  %48 = select i1 %47, i32 %39, i32 %41, !dbg !24
  %49 = select i1 %47, i32 %40, i32 %42, !dbg !25
  %50 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %48, i32 356, i32 15, i32 15, i1 true), !dbg !20
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %49, i32 356, i32 15, i32 15, i1 true), !dbg !20
  %52 = icmp eq i32 %48, %50, !dbg !26
  %53 = icmp slt i32 %49, %51, !dbg !27
  %54 = and i1 %52, %53, !dbg !26
  %55 = icmp sgt i32 %48, %50, !dbg !16
  %56 = or i1 %55, %54, !dbg !16
  %57 = select i1 %56, i32 %48, i32 %50, !dbg !24
  %58 = select i1 %56, i32 %49, i32 %51, !dbg !25
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 354, i32 15, i32 15, i1 true), !dbg !20
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %58, i32 354, i32 15, i32 15, i1 true), !dbg !20
  %61 = icmp eq i32 %57, %59, !dbg !26
  %62 = icmp slt i32 %58, %60, !dbg !27
  %63 = and i1 %61, %62, !dbg !26
  %64 = icmp sgt i32 %57, %59, !dbg !16
  %65 = or i1 %64, %63, !dbg !16
  %66 = select i1 %65, i32 %57, i32 %59, !dbg !24
  %67 = select i1 %65, i32 %58, i32 %60, !dbg !25
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %66, i32 353, i32 15, i32 15, i1 true), !dbg !20
  %69 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %67, i32 353, i32 15, i32 15, i1 true), !dbg !20
  %70 = icmp eq i32 %66, %68, !dbg !26
  %71 = icmp slt i32 %67, %69, !dbg !27
  %72 = and i1 %70, %71, !dbg !26
  %73 = icmp sgt i32 %66, %68, !dbg !16
  %74 = or i1 %73, %72, !dbg !16
  %75 = select i1 %74, i32 %66, i32 %68, !dbg !24
  %76 = select i1 %74, i32 %67, i32 %69, !dbg !25
  %77 = shl nuw nsw i32 %9, 2, !dbg !20
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77, !dbg !20
  %79 = insertelement <1 x i32> poison, i32 %75, i64 0, !dbg !20
  store <1 x i32> %79, ptr addrspace(3) %78, align 4, !dbg !20
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20
  %80 = shl nuw nsw i32 %6, 2, !dbg !20
  %81 = and i32 %80, 12, !dbg !20
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81, !dbg !20
  %83 = load <1 x i32>, ptr addrspace(3) %82, align 4, !dbg !20
  %84 = extractelement <1 x i32> %83, i64 0, !dbg !20
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %77, !dbg !20
  %86 = insertelement <1 x i32> poison, i32 %76, i64 0, !dbg !20
  store <1 x i32> %86, ptr addrspace(3) %85, align 4, !dbg !20
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %81, !dbg !20
  %88 = load <1 x i32>, ptr addrspace(3) %87, align 4, !dbg !20
  %89 = extractelement <1 x i32> %88, i64 0, !dbg !20
  %90 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %84, i32 354, i32 15, i32 15, i1 true), !dbg !20
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %89, i32 354, i32 15, i32 15, i1 true), !dbg !20
  %92 = icmp eq i32 %84, %90, !dbg !26
  %93 = icmp slt i32 %89, %91, !dbg !27
  %94 = and i1 %92, %93, !dbg !26
  %95 = icmp sgt i32 %84, %90, !dbg !16
  %96 = or i1 %95, %94, !dbg !16
  %97 = select i1 %96, i32 %84, i32 %90, !dbg !24
  %98 = select i1 %96, i32 %89, i32 %91, !dbg !25
  %99 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %97, i32 353, i32 15, i32 15, i1 true), !dbg !20
  %100 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %98, i32 353, i32 15, i32 15, i1 true), !dbg !20
  %101 = or i32 %9, %12, !dbg !11
  %102 = icmp eq i32 %101, 0, !dbg !11
  br i1 %102, label %103, label %113, !dbg !11

103:                                              ; preds = %5
  %104 = icmp sgt i32 %97, %99, !dbg !16
  %105 = icmp eq i32 %97, %99, !dbg !26
  %106 = icmp slt i32 %98, %100, !dbg !27
  %107 = and i1 %105, %106, !dbg !26
  %108 = or i1 %104, %107, !dbg !16
  %109 = select i1 %108, i32 %98, i32 %100, !dbg !25
  %110 = insertelement <1 x i32> poison, i32 %109, i64 0, !dbg !11
  %111 = sext i32 %10 to i64, !dbg !11
  %112 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %111, !dbg !11
  store <1 x i32> %110, ptr addrspace(1) %112, align 4, !dbg !11
  br label %113, !dbg !11

113:                                              ; preds = %103, %5
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vargmax", linkageName: "vargmax", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 41, column: 5, scope: !4)
!12 = !DILocation(line: 39, column: 12, scope: !4)
!13 = !DILocation(line: 39, column: 39, scope: !4)
!14 = !DILocation(line: 40, column: 32, scope: !4)
!15 = !DILocation(line: 40, column: 9, scope: !4)
!16 = !DILocation(line: 178, column: 10, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 186, column: 12, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 206, column: 20, scope: !17, inlinedAt: !21)
!21 = !DILocation(line: 223, column: 16, scope: !17, inlinedAt: !22)
!22 = !DILocation(line: 41, column: 38, scope: !23)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!24 = !DILocation(line: 179, column: 13, scope: !17, inlinedAt: !19)
!25 = !DILocation(line: 180, column: 13, scope: !17, inlinedAt: !19)
!26 = !DILocation(line: 175, column: 15, scope: !17, inlinedAt: !19)
!27 = !DILocation(line: 175, column: 36, scope: !17, inlinedAt: !19)
!28 = !DILocation(line: 37, column: 1, scope: !4)
