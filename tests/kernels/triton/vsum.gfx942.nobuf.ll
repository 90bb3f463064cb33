; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 6, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 8, !dbg !13
  %12 = and i32 %6, 63, !dbg !14
  %13 = shl nuw nsw i32 %9, 6, !dbg !14
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = or disjoint i32 %14, %12, !dbg !13
  %16 = icmp slt i32 %15, %2, !dbg !15
  br i1 %16, label %17, label %21, !dbg !16

17:                                               ; preds = %5
  %18 = sext i32 %15 to i64
  %19 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %18
  %20 = load <1 x float>, ptr addrspace(1) %19, align 4, !dbg !16
  br label %21, !dbg !16

21:                                               ; preds = %17, %5
  %22 = phi <1 x float> [ %20, %17 ], [ zeroinitializer, %5 ], !dbg !16
  %23 = extractelement <1 x float> %22, i64 0, !dbg !16
  %24 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %23, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %25 = fadd float %23, %24, !dbg !22
  %26 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %25, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %27 = fadd float %25, %26, !dbg !22
  %28 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %27, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %29 = fadd float %27, %28, !dbg !22
  %30 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %29, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %31 = fadd float %29, %30, !dbg !22
  %32 = tail call float @llvm.amdgcn.update.dpp.f32(float %31, float %31, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %33 = fadd float %31, %32, !dbg !22
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %33, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %35 = fadd float %33, %34, !dbg !22
  %36 = tail call float @llvm.amdgcn.readlane.f32(float %35, i32 63), !dbg !17
  %37 = shl nuw nsw i32 %9, 2, !dbg !17
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %37, !dbg !17
  %39 = insertelement <1 x float> poison, float %36, i64 0, !dbg !17
  store <1 x float> %39, ptr addrspace(3) %38, align 4, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !23
  %40 = shl nuw nsw i32 %6, 2, !dbg !17
  %41 = and i32 %40, 12, !dbg !17
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %41, !dbg !17
  %43 = load <1 x float>, ptr addrspace(3) %42, align 4, !dbg !17
  %44 = extractelement <1 x float> %43, i64 0, !dbg !17
  %45 = bitcast float %44 to i32, !dbg !17
  %46 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %45, i32 78, i32 15, i32 15, i1 true), !dbg !17
  %47 = bitcast i32 %46 to float, !dbg !17
  %48 = fadd float %44, %47, !dbg !22
  %49 = bitcast float %48 to i32, !dbg !17
  %50 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %49, i32 177, i32 15, i32 15, i1 true), !dbg !17
  %51 = or i32 %9, %12, !dbg !12
  %52 = icmp eq i32 %51, 0, !dbg !12
  br i1 %52, label %53, label %59, !dbg !12

53:                                               ; preds = %21
  %54 = sext i32 %10 to i64
  %55 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %54
  %56 = bitcast i32 %50 to float
  %57 = fadd float %48, %56
  %58 = insertelement <1 x float> poison, float %57, i64 0
  store <1 x float> %58, ptr addrspace(1) %55, align 4, !dbg !12
  br label %59, !dbg !12

59:                                               ; preds = %53, %21
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vsum", linkageName: "vsum", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 23, column: 5, scope: !4)
!13 = !DILocation(line: 21, column: 12, scope: !4)
!14 = !DILocation(line: 21, column: 39, scope: !4)
!15 = !DILocation(line: 22, column: 32, scope: !4)
!16 = !DILocation(line: 22, column: 9, scope: !4)
!17 = !DILocation(line: 314, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 23, column: 38, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 287, column: 12, scope: !18, inlinedAt: !17)
!23 = !{!"amdgpu-synchronize-as", !"local"}
!24 = !DILocation(line: 19, column: 1, scope: !4)
