; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @rn_math(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !13
  %9 = and i32 %8, 64, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %11 = shl i32 %10, 8, !dbg !14
  %12 = and i32 %7, 63, !dbg !13
  %13 = or disjoint i32 %9, %12, !dbg !13
  %14 = shl nuw nsw i32 %13, 1, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !14
  %16 = or disjoint i32 %15, 1, !dbg !14
  %17 = icmp slt i32 %15, %3, !dbg !15
  %18 = icmp slt i32 %16, %3, !dbg !15
  %19 = sext i32 %16 to i64, !dbg !16
  %20 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %19, !dbg !16
  br i1 %17, label %21, label %25, !dbg !17

21:                                               ; preds = %6
  %22 = sext i32 %15 to i64
  %23 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %22
  %24 = load <1 x float>, ptr addrspace(1) %23, align 4, !dbg !17
  br label %25, !dbg !17

25:                                               ; preds = %21, %6
  %26 = phi <1 x float> [ %24, %21 ], [ splat (float 1.000000e+00), %6 ], !dbg !17
  %27 = extractelement <1 x float> %26, i64 0, !dbg !17
  br i1 %18, label %28, label %30, !dbg !17

28:                                               ; preds = %25
  %29 = load <1 x float>, ptr addrspace(1) %20, align 4, !dbg !17
  br label %30, !dbg !17

30:                                               ; preds = %28, %25
  %31 = phi <1 x float> [ %29, %28 ], [ splat (float 1.000000e+00), %25 ], !dbg !17
  %32 = extractelement <1 x float> %31, i64 0, !dbg !17
  %33 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %19, !dbg !18
  br i1 %17, label %34, label %38, !dbg !19

34:                                               ; preds = %30
  %35 = sext i32 %15 to i64
  %36 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %35
  %37 = load <1 x float>, ptr addrspace(1) %36, align 4, !dbg !19
  br label %38, !dbg !19

38:                                               ; preds = %34, %30
  %39 = phi <1 x float> [ %37, %34 ], [ splat (float 1.000000e+00), %30 ], !dbg !19
  %40 = extractelement <1 x float> %39, i64 0, !dbg !19
  br i1 %18, label %41, label %43, !dbg !19

41:                                               ; preds = %38
  %42 = load <1 x float>, ptr addrspace(1) %33, align 4, !dbg !19
  br label %43, !dbg !19

43:                                               ; preds = %41, %38
  %44 = phi <1 x float> [ %42, %41 ], [ splat (float 1.000000e+00), %38 ], !dbg !19
  %45 = extractelement <1 x float> %44, i64 0, !dbg !19
  %46 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %19, !dbg !20
  %47 = tail call float @llvm.sqrt.f32(float %32), !dbg !21
  %48 = fdiv float %32, %45, !dbg !22
  %49 = fadd float %47, %48, !dbg !21
  br i1 %17, label %50, label %57, !dbg !12

50:                                               ; preds = %43
  %51 = tail call float @llvm.sqrt.f32(float %27), !dbg !21
  %52 = fdiv float %27, %40, !dbg !22
  %53 = fadd float %51, %52, !dbg !21
  %54 = insertelement <1 x float> poison, float %53, i64 0, !dbg !12
  %55 = sext i32 %15 to i64, !dbg !20
  %56 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %55, !dbg !20
  store <1 x float> %54, ptr addrspace(1) %56, align 4, !dbg !12
  br label %57, !dbg !12

57:                                               ; preds = %50, %43
  br i1 %18, label %58, label %60, !dbg !12

58:                                               ; preds = %57
  %59 = insertelement <1 x float> poison, float %49, i64 0
  store <1 x float> %59, ptr addrspace(1) %46, align 4, !dbg !12
  br label %60, !dbg !12

60:                                               ; preds = %58, %57
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "rn_math", linkageName: "rn_math", scope: !1, file: !1, line: 196, type: !5, scopeLine: 196, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 202, column: 5, scope: !4)
!13 = !DILocation(line: 198, column: 39, scope: !4)
!14 = !DILocation(line: 198, column: 12, scope: !4)
!15 = !DILocation(line: 199, column: 9, scope: !4)
!16 = !DILocation(line: 200, column: 17, scope: !4)
!17 = !DILocation(line: 200, column: 9, scope: !4)
!18 = !DILocation(line: 201, column: 17, scope: !4)
!19 = !DILocation(line: 201, column: 9, scope: !4)
!20 = !DILocation(line: 202, column: 14, scope: !4)
!21 = !DILocation(line: 202, column: 26, scope: !4)
!22 = !DILocation(line: 202, column: 42, scope: !4)
!23 = !DILocation(line: 196, column: 1, scope: !4)
