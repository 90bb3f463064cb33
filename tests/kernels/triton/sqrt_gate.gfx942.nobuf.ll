; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @sqrt_gate(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !14
  %8 = and i32 %7, 64, !dbg !13
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %10 = shl i32 %9, 8, !dbg !15
  %11 = and i32 %6, 63, !dbg !14
  %12 = or disjoint i32 %8, %11, !dbg !14
  %13 = shl nuw nsw i32 %12, 1, !dbg !14
  %14 = or disjoint i32 %13, %10, !dbg !15
  %15 = or disjoint i32 %14, 1, !dbg !15
  %16 = icmp slt i32 %14, %2, !dbg !16
  %17 = icmp slt i32 %15, %2, !dbg !16
  %18 = sext i32 %15 to i64, !dbg !17
  %19 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %18, !dbg !17
  br i1 %16, label %20, label %24, !dbg !18

20:                                               ; preds = %5
  %21 = sext i32 %14 to i64
  %22 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %21
  %23 = load <1 x float>, ptr addrspace(1) %22, align 4, !dbg !18
  br label %24, !dbg !18

24:                                               ; preds = %20, %5
  %25 = phi <1 x float> [ %23, %20 ], [ splat (float 1.000000e+00), %5 ], !dbg !18
  %26 = extractelement <1 x float> %25, i64 0, !dbg !18
  br i1 %17, label %27, label %29, !dbg !18

27:                                               ; preds = %24
  %28 = load <1 x float>, ptr addrspace(1) %19, align 4, !dbg !18
  br label %29, !dbg !18

29:                                               ; preds = %27, %24
  %30 = phi <1 x float> [ %28, %27 ], [ splat (float 1.000000e+00), %24 ], !dbg !18
  %31 = extractelement <1 x float> %30, i64 0, !dbg !18
  %32 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %18, !dbg !19
  %33 = tail call float @llvm.amdgcn.sqrt.f32(float %31), !dbg !20
  %34 = fcmp ogt float %33, 2.500000e+00, !dbg !20
  %35 = zext i1 %34 to i32, !dbg !21
  br i1 %16, label %36, label %43, !dbg !13

36:                                               ; preds = %29
  %37 = sext i32 %14 to i64
  %38 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %37
  %39 = tail call float @llvm.amdgcn.sqrt.f32(float %26)
  %40 = fcmp ogt float %39, 2.500000e+00
  %41 = zext i1 %40 to i32
  %42 = insertelement <1 x i32> poison, i32 %41, i64 0
  store <1 x i32> %42, ptr addrspace(1) %38, align 4, !dbg !13
  br label %43, !dbg !13

43:                                               ; preds = %36, %29
  br i1 %17, label %44, label %46, !dbg !13

44:                                               ; preds = %43
  %45 = insertelement <1 x i32> poison, i32 %35, i64 0
  store <1 x i32> %45, ptr addrspace(1) %32, align 4, !dbg !13
  br label %46, !dbg !13

46:                                               ; preds = %44, %43
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #3

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
!4 = distinct !DISubprogram(name: "sqrt_gate", linkageName: "sqrt_gate", scope: !1, file: !1, line: 206, type: !5, scopeLine: 206, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !10, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 212, column: 5, scope: !4)
!14 = !DILocation(line: 209, column: 39, scope: !4)
!15 = !DILocation(line: 209, column: 12, scope: !4)
!16 = !DILocation(line: 210, column: 9, scope: !4)
!17 = !DILocation(line: 211, column: 17, scope: !4)
!18 = !DILocation(line: 211, column: 9, scope: !4)
!19 = !DILocation(line: 212, column: 14, scope: !4)
!20 = !DILocation(line: 212, column: 35, scope: !4)
!21 = !DILocation(line: 212, column: 26, scope: !4)
!22 = !DILocation(line: 206, column: 1, scope: !4)
