; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vminmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 6, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 9, !dbg !13
  %12 = and i32 %6, 63, !dbg !14
  %13 = shl nuw nsw i32 %9, 7, !dbg !14
  %14 = shl nuw nsw i32 %12, 1, !dbg !14
  %15 = or disjoint i32 %13, %14, !dbg !14
  %16 = or disjoint i32 %15, %11, !dbg !13
  %17 = or disjoint i32 %16, 1, !dbg !13
  %18 = icmp slt i32 %16, %2, !dbg !15
  %19 = icmp slt i32 %17, %2, !dbg !15
  %20 = sext i32 %16 to i64, !dbg !16
  %21 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %20, !dbg !16
  %22 = sext i32 %17 to i64, !dbg !16
  %23 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %22, !dbg !16
  br i1 %18, label %24, label %26, !dbg !17

24:                                               ; preds = %5
  %25 = load <1 x float>, ptr addrspace(1) %21, align 4, !dbg !17
  br label %26, !dbg !17

26:                                               ; preds = %24, %5
  %27 = phi <1 x float> [ %25, %24 ], [ splat (float -inf), %5 ], !dbg !17
  %28 = extractelement <1 x float> %27, i64 0, !dbg !17
  br i1 %19, label %29, label %31, !dbg !17

29:                                               ; preds = %26
  %30 = load <1 x float>, ptr addrspace(1) %23, align 4, !dbg !17
  br label %31, !dbg !17

31:                                               ; preds = %29, %26
  %32 = phi <1 x float> [ %30, %29 ], [ splat (float -inf), %26 ], !dbg !17
  %33 = extractelement <1 x float> %32, i64 0, !dbg !17
  %34 = tail call float @llvm.maxnum.f32(float %28, float %33), !dbg !18
  %35 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %34, i32 280, i32 15, i32 15, i1 true), !dbg !21
  %36 = tail call float @llvm.maxnum.f32(float %34, float %35), !dbg !18
  %37 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %36, i32 276, i32 15, i32 15, i1 true), !dbg !21
  %38 = tail call float @llvm.maxnum.f32(float %36, float %37), !dbg !18
  %39 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %38, i32 274, i32 15, i32 15, i1 true), !dbg !21
  %40 = tail call float @llvm.maxnum.f32(float %38, float %39), !dbg !18
  %41 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %40, i32 273, i32 15, i32 15, i1 true), !dbg !21
  %42 = tail call float @llvm.maxnum.f32(float %40, float %41), !dbg !18
  %43 = tail call float @llvm.amdgcn.update.dpp.f32(float %42, float %42, i32 322, i32 10, i32 15, i1 true), !dbg !21
  %44 = tail call float @llvm.maxnum.f32(float %42, float %43), !dbg !18
  %45 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %44, i32 323, i32 15, i32 15, i1 true), !dbg !21
  %46 = tail call float @llvm.maxnum.f32(float %44, float %45), !dbg !18
  %47 = tail call float @llvm.amdgcn.readlane.f32(float %46, i32 63), !dbg !21
  %48 = shl nuw nsw i32 %9, 2, !dbg !21
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !21
  %50 = insertelement <1 x float> poison, float %47, i64 0, !dbg !21
  store <1 x float> %50, ptr addrspace(3) %49, align 4, !dbg !21
  fence syncscope("workgroup") release, !dbg !21, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  fence syncscope("workgroup") acquire, !dbg !21, !mmra !24
  %51 = shl nuw nsw i32 %6, 2, !dbg !21
  %52 = and i32 %51, 12, !dbg !21
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %52, !dbg !21
  %54 = load <1 x float>, ptr addrspace(3) %53, align 4, !dbg !21
  %55 = extractelement <1 x float> %54, i64 0, !dbg !21
  %56 = bitcast float %55 to i32, !dbg !21
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %56, i32 78, i32 15, i32 15, i1 true), !dbg !21
  %58 = bitcast i32 %57 to float, !dbg !21
  %59 = tail call float @llvm.maxnum.f32(float %55, float %58), !dbg !18
  %60 = bitcast float %59 to i32, !dbg !21
  %61 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %60, i32 177, i32 15, i32 15, i1 true), !dbg !21
  %62 = bitcast i32 %61 to float, !dbg !21
  %63 = tail call float @llvm.maxnum.f32(float %59, float %62), !dbg !18
  br i1 %18, label %64, label %66, !dbg !25

64:                                               ; preds = %31
  %65 = load <1 x float>, ptr addrspace(1) %21, align 4, !dbg !25
  br label %66, !dbg !25

66:                                               ; preds = %64, %31
  %67 = phi <1 x float> [ %65, %64 ], [ splat (float +inf), %31 ], !dbg !25
  %68 = extractelement <1 x float> %67, i64 0, !dbg !25
  br i1 %19, label %69, label %71, !dbg !25

69:                                               ; preds = %66
  %70 = load <1 x float>, ptr addrspace(1) %23, align 4, !dbg !25
  br label %71, !dbg !25

71:                                               ; preds = %69, %66
  %72 = phi <1 x float> [ %70, %69 ], [ splat (float +inf), %66 ], !dbg !25
  %73 = extractelement <1 x float> %72, i64 0, !dbg !25
  fence syncscope("workgroup") release, !dbg !26, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !24
  %74 = tail call float @llvm.minnum.f32(float %68, float %73), !dbg !28
  %75 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %74, i32 280, i32 15, i32 15, i1 true), !dbg !26
  %76 = tail call float @llvm.minnum.f32(float %74, float %75), !dbg !28
  %77 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %76, i32 276, i32 15, i32 15, i1 true), !dbg !26
  %78 = tail call float @llvm.minnum.f32(float %76, float %77), !dbg !28
  %79 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %78, i32 274, i32 15, i32 15, i1 true), !dbg !26
  %80 = tail call float @llvm.minnum.f32(float %78, float %79), !dbg !28
  %81 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %80, i32 273, i32 15, i32 15, i1 true), !dbg !26
  %82 = tail call float @llvm.minnum.f32(float %80, float %81), !dbg !28
  %83 = tail call float @llvm.amdgcn.update.dpp.f32(float %82, float %82, i32 322, i32 10, i32 15, i1 true), !dbg !26
  %84 = tail call float @llvm.minnum.f32(float %82, float %83), !dbg !28
  %85 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %84, i32 323, i32 15, i32 15, i1 true), !dbg !26
  %86 = tail call float @llvm.minnum.f32(float %84, float %85), !dbg !28
  %87 = tail call float @llvm.amdgcn.readlane.f32(float %86, i32 63), !dbg !26
  %88 = insertelement <1 x float> poison, float %87, i64 0, !dbg !26
  store <1 x float> %88, ptr addrspace(3) %49, align 4, !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !24
  %89 = load <1 x float>, ptr addrspace(3) %53, align 4, !dbg !26
  %90 = extractelement <1 x float> %89, i64 0, !dbg !26
  %91 = bitcast float %90 to i32, !dbg !26
  %92 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %91, i32 78, i32 15, i32 15, i1 true), !dbg !26
  %93 = bitcast i32 %92 to float, !dbg !26
  %94 = tail call float @llvm.minnum.f32(float %90, float %93), !dbg !28
  %95 = bitcast float %94 to i32, !dbg !26
  %96 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 177, i32 15, i32 15, i1 true), !dbg !26
  %97 = or i32 %9, %12, !dbg !29
  %98 = icmp eq i32 %97, 0, !dbg !29
  br i1 %98, label %99, label %.critedge, !dbg !29

99:                                               ; preds = %71
  %100 = shl i32 %10, 1, !dbg !30
  %101 = sext i32 %100 to i64, !dbg !31
  %102 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %101, !dbg !31
  %103 = getelementptr i8, ptr addrspace(1) %102, i64 4
  %104 = bitcast i32 %96 to float, !dbg !26
  %105 = tail call float @llvm.minnum.f32(float %94, float %104), !dbg !28
  %106 = insertelement <1 x float> poison, float %105, i64 0
  %107 = insertelement <1 x float> poison, float %63, i64 0
  store <1 x float> %107, ptr addrspace(1) %102, align 4, !dbg !29
  store <1 x float> %106, ptr addrspace(1) %103, align 4, !dbg !12
  br label %.critedge, !dbg !12

.critedge:                                        ; preds = %71, %99
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vminmax", linkageName: "vminmax", scope: !1, file: !1, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 33, column: 5, scope: !4)
!13 = !DILocation(line: 28, column: 12, scope: !4)
!14 = !DILocation(line: 28, column: 39, scope: !4)
!15 = !DILocation(line: 29, column: 9, scope: !4)
!16 = !DILocation(line: 30, column: 25, scope: !4)
!17 = !DILocation(line: 30, column: 17, scope: !4)
!18 = !DILocation(line: 196, column: 12, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: ".")
!21 = !DILocation(line: 216, column: 16, scope: !19, inlinedAt: !22)
!22 = !DILocation(line: 30, column: 10, scope: !23)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!24 = !{!"amdgpu-synchronize-as", !"local"}
!25 = !DILocation(line: 31, column: 17, scope: !4)
!26 = !DILocation(line: 274, column: 16, scope: !19, inlinedAt: !27)
!27 = !DILocation(line: 31, column: 10, scope: !23)
!28 = !DILocation(line: 254, column: 12, scope: !19, inlinedAt: !26)
!29 = !DILocation(line: 32, column: 5, scope: !4)
!30 = !DILocation(line: 32, column: 20, scope: !4)
!31 = !DILocation(line: 32, column: 14, scope: !4)
!32 = !DILocation(line: 27, column: 1, scope: !4)
