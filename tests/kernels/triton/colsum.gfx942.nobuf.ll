; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @colsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 6, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 31, !dbg !12
  %10 = and i32 %5, 7, !dbg !12
  %11 = shl nuw nsw i32 %10, 2, !dbg !12
  %12 = shl nuw nsw i32 %8, 8, !dbg !13
  %13 = shl nuw nsw i32 %5, 2, !dbg !13
  %.masked = and i32 %13, 224, !dbg !13
  %14 = or disjoint i32 %12, %.masked, !dbg !13
  %15 = zext nneg i32 %14 to i64, !dbg !14
  %16 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %15, !dbg !14
  %17 = getelementptr i8, ptr addrspace(1) %16, i64 4096, !dbg !14
  %18 = zext nneg i32 %11 to i64, !dbg !14
  %19 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %18, !dbg !14
  %20 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %18, !dbg !14
  %21 = load <4 x i32>, ptr addrspace(1) %19, align 16, !dbg !15
  %22 = extractelement <4 x i32> %21, i64 0, !dbg !15
  %23 = extractelement <4 x i32> %21, i64 1, !dbg !15
  %24 = extractelement <4 x i32> %21, i64 2, !dbg !15
  %25 = extractelement <4 x i32> %21, i64 3, !dbg !15
  %26 = load <4 x i32>, ptr addrspace(1) %20, align 16, !dbg !15
  %27 = extractelement <4 x i32> %26, i64 0, !dbg !15
  %28 = extractelement <4 x i32> %26, i64 1, !dbg !15
  %29 = extractelement <4 x i32> %26, i64 2, !dbg !15
  %30 = extractelement <4 x i32> %26, i64 3, !dbg !15
  %31 = add i32 %27, %22, !dbg !16
  %32 = add i32 %28, %23, !dbg !16
  %33 = add i32 %29, %24, !dbg !16
  %34 = add i32 %30, %25, !dbg !16
  %35 = and i32 %13, 252, !dbg !19
  %36 = xor i32 %35, 128, !dbg !19
  %37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %31), !dbg !19
  %38 = add i32 %31, %37, !dbg !16
  %39 = xor i32 %35, 64, !dbg !19
  %40 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %38), !dbg !19
  %41 = add i32 %38, %40, !dbg !16
  %42 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %41, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %43 = add i32 %41, %42, !dbg !16
  %44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %32), !dbg !19
  %45 = add i32 %44, %32, !dbg !16
  %46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %45), !dbg !19
  %47 = add i32 %45, %46, !dbg !16
  %48 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %47, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %49 = add i32 %47, %48, !dbg !16
  %50 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %33), !dbg !19
  %51 = add i32 %50, %33, !dbg !16
  %52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %51), !dbg !19
  %53 = add i32 %51, %52, !dbg !16
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %53, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %55 = add i32 %53, %54, !dbg !16
  %56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %34), !dbg !19
  %57 = add i32 %56, %34, !dbg !16
  %58 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %57), !dbg !19
  %59 = add i32 %57, %58, !dbg !16
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %59, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %61 = add i32 %59, %60, !dbg !16
  %62 = shl nuw nsw i32 %10, 4, !dbg !19
  %63 = shl nuw nsw i32 %8, 7, !dbg !19
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %62, !dbg !19
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %64, i32 %63, !dbg !19
  %66 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !19
  %67 = insertelement <4 x i32> %66, i32 %49, i64 1, !dbg !19
  %68 = insertelement <4 x i32> %67, i32 %55, i64 2, !dbg !19
  %69 = insertelement <4 x i32> %68, i32 %61, i64 3, !dbg !19
  store <4 x i32> %69, ptr addrspace(3) %65, align 16, !dbg !19
  fence syncscope("workgroup") release, !dbg !19, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19, !mmra !22
  %70 = shl nuw nsw i32 %9, 4, !dbg !19
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70, !dbg !19
  %72 = load <4 x i32>, ptr addrspace(3) %71, align 16, !dbg !19
  %73 = extractelement <4 x i32> %72, i64 0, !dbg !19
  %74 = extractelement <4 x i32> %72, i64 1, !dbg !19
  %75 = extractelement <4 x i32> %72, i64 2, !dbg !19
  %76 = extractelement <4 x i32> %72, i64 3, !dbg !19
  %77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %73), !dbg !19
  %78 = add i32 %73, %77, !dbg !16
  %79 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %78, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %80 = add i32 %78, %79, !dbg !16
  %81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %74), !dbg !19
  %82 = add i32 %81, %74, !dbg !16
  %83 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %82, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %84 = add i32 %82, %83, !dbg !16
  %85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %75), !dbg !19
  %86 = add i32 %85, %75, !dbg !16
  %87 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %88 = add i32 %86, %87, !dbg !16
  %89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %76), !dbg !19
  %90 = add i32 %89, %76, !dbg !16
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 296, i32 15, i32 15, i1 true), !dbg !19
  %92 = add i32 %90, %91, !dbg !16
  fence syncscope("workgroup") release, !dbg !11, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !22
  %93 = insertelement <4 x i32> poison, i32 %80, i64 0, !dbg !11
  %94 = insertelement <4 x i32> %93, i32 %84, i64 1, !dbg !11
  %95 = insertelement <4 x i32> %94, i32 %88, i64 2, !dbg !11
  %96 = insertelement <4 x i32> %95, i32 %92, i64 3, !dbg !11
  store <4 x i32> %96, ptr addrspace(3) %64, align 16, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !22
  %97 = and i32 %5, 32, !dbg !11
  %98 = or disjoint i32 %8, %97, !dbg !11
  %99 = icmp eq i32 %98, 0, !dbg !11
  br i1 %99, label %100, label %106, !dbg !11

100:                                              ; preds = %4
  %101 = zext nneg i32 %9 to i64
  %102 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %101
  %103 = shl nuw nsw i32 %9, 2
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103
  %105 = load <1 x i32>, ptr addrspace(3) %104, align 4, !dbg !11
  store <1 x i32> %105, ptr addrspace(1) %102, align 4, !dbg !11
  br label %106, !dbg !11

106:                                              ; preds = %100, %4
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "colsum", linkageName: "colsum", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 75, column: 5, scope: !4)
!12 = !DILocation(line: 74, column: 9, scope: !4)
!13 = !DILocation(line: 75, column: 56, scope: !4)
!14 = !DILocation(line: 75, column: 52, scope: !4)
!15 = !DILocation(line: 75, column: 44, scope: !4)
!16 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 75, column: 37, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !{!"amdgpu-synchronize-as", !"local"}
!23 = !DILocation(line: 71, column: 1, scope: !4)
