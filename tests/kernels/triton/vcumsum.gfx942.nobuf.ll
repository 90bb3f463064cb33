; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vcumsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = lshr i32 %5, 6, !dbg !11
  %7 = and i32 %6, 3, !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 8, !dbg !13
  %11 = and i32 %5, 63, !dbg !12
  %12 = shl i32 %8, 6, !dbg !12
  %.masked = and i32 %12, 192, !dbg !12
  %13 = or disjoint i32 %.masked, %10, !dbg !13
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = sext i32 %14 to i64, !dbg !14
  %16 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %15, !dbg !14
  %17 = load <1 x i32>, ptr addrspace(1) %16, align 4, !dbg !15
  %18 = extractelement <1 x i32> %17, i64 0, !dbg !15
  %19 = tail call i32 @llvm.usub.sat.i32(i32 %11, i32 1), !dbg !16
  %20 = shl nuw nsw i32 %19, 2, !dbg !16
  %21 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %20, i32 %18), !dbg !16
  %.not = icmp eq i32 %11, 0, !dbg !16
  %22 = select i1 %.not, i32 0, i32 %21, !dbg !16
  %23 = add i32 %22, %18, !dbg !16
  %24 = icmp samesign ult i32 %11, 2, !dbg !16
  %25 = shl nuw nsw i32 %11, 2, !dbg !16
  %26 = add nsw i32 %25, -8, !dbg !16
  %27 = select i1 %24, i32 %25, i32 %26, !dbg !16
  %28 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %23), !dbg !16
  %29 = icmp samesign ugt i32 %11, 1, !dbg !16
  %30 = select i1 %29, i32 %28, i32 0, !dbg !16
  %31 = add i32 %23, %30, !dbg !16
  %32 = icmp samesign ult i32 %11, 4, !dbg !16
  %33 = add nsw i32 %25, -16, !dbg !16
  %34 = select i1 %32, i32 %25, i32 %33, !dbg !16
  %35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %31), !dbg !16
  %36 = icmp samesign ugt i32 %11, 3, !dbg !16
  %37 = select i1 %36, i32 %35, i32 0, !dbg !16
  %38 = add i32 %31, %37, !dbg !16
  %39 = icmp samesign ult i32 %11, 8, !dbg !16
  %40 = add nsw i32 %25, -32, !dbg !16
  %41 = select i1 %39, i32 %25, i32 %40, !dbg !16
  %42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %38), !dbg !16
  %43 = icmp samesign ugt i32 %11, 7, !dbg !16
  %44 = select i1 %43, i32 %42, i32 0, !dbg !16
  %45 = add i32 %38, %44, !dbg !16
  %46 = icmp samesign ult i32 %11, 16, !dbg !16
  %47 = add nsw i32 %25, -64, !dbg !16
  %48 = select i1 %46, i32 %25, i32 %47, !dbg !16
  %49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %45), !dbg !16
  %50 = icmp samesign ugt i32 %11, 15, !dbg !16
  %51 = select i1 %50, i32 %49, i32 0, !dbg !16
  %52 = add i32 %45, %51, !dbg !16
  %53 = icmp samesign ult i32 %11, 32, !dbg !16
  %54 = add nsw i32 %25, -128, !dbg !16
  %55 = select i1 %53, i32 %25, i32 %54, !dbg !16
  %56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %52), !dbg !16
  %57 = icmp samesign ugt i32 %11, 31, !dbg !16
  %58 = select i1 %57, i32 %56, i32 0, !dbg !16
  %59 = add i32 %52, %58, !dbg !16
  %60 = icmp eq i32 %11, 63, !dbg !16
  br i1 %60, label %61, label %63, !dbg !16

61:                                               ; preds = %4
  %62 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %7
  store i32 %59, ptr addrspace(3) %62, align 4, !dbg !16
  br label %63, !dbg !16

63:                                               ; preds = %61, %4
  %64 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %15, !dbg !21
  fence syncscope("workgroup") release, !dbg !16, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !22
  %.not1 = icmp eq i32 %7, 0, !dbg !16
  %65 = load <2 x i32>, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %66 = icmp samesign ugt i32 %7, 1, !dbg !16
  %67 = extractelement <2 x i32> %65, i64 0, !dbg !16
  %68 = extractelement <2 x i32> %65, i64 1, !dbg !23
  %69 = add i32 %68, %67, !dbg !23
  %70 = select i1 %66, i32 %69, i32 %67, !dbg !16
  %71 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !16
  %72 = icmp eq i32 %7, 3, !dbg !16
  %73 = add i32 %69, %71, !dbg !23
  %74 = select i1 %72, i32 %73, i32 %70, !dbg !16
  %75 = select i1 %.not1, i32 0, i32 %74, !dbg !16
  %76 = add i32 %75, %59, !dbg !16
  %77 = insertelement <1 x i32> poison, i32 %76, i64 0, !dbg !11
  store <1 x i32> %77, ptr addrspace(1) %64, align 4, !dbg !11
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vcumsum", linkageName: "vcumsum", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 47, column: 5, scope: !4)
!12 = !DILocation(line: 46, column: 39, scope: !4)
!13 = !DILocation(line: 46, column: 12, scope: !4)
!14 = !DILocation(line: 47, column: 44, scope: !4)
!15 = !DILocation(line: 47, column: 36, scope: !4)
!16 = !DILocation(line: 358, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 47, column: 26, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 47, column: 14, scope: !4)
!22 = !{!"amdgpu-synchronize-as", !"local"}
!23 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!24 = !DILocation(line: 45, column: 1, scope: !4)
